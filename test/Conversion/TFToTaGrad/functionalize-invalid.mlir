// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s -split-input-file -verify-diagnostics

// Without a fused location a node is named by its op.

func.func @malformed(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.Switch' has an unexpected number of operands or results}}
    %sw:3 = "tf_executor.Switch"(%arg0) : (tensor<f32>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%sw#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unsupported(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{node 'tf_executor._SwitchN' is an unsupported op 'tf_executor._SwitchN'}}
    %sw:2 = "tf_executor._SwitchN"(%arg0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%sw#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @merge_without_next_iteration(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %e0:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %e1:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.Merge' is a Merge without an Enter/NextIteration pair}}
    %m:3 = "tf_executor.Merge"(%e0#0, %e1#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%m#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %lc:2 = "tf_executor.LoopCond"(%p#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%m#0, %lc#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %x:2 = "tf_executor.Exit"(%sw#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%x#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @switch_not_on_loop_cond(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %e:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%e#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%m#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %lc:2 = "tf_executor.LoopCond"(%p#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%m#0, %lc#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    // A Switch of a loop variable on another predicate is a conditional in
    // the loop (a tf.cond of its condition or body); this one's output
    // reaches the NextIteration without a Merge.
    %sw2:3 = "tf_executor.Switch"(%m#0, %p#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %x:2 = "tf_executor.Exit"(%sw#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.NextIteration.Sink' reads a value of node 'tf_executor.Switch' of a conditional other than through a Merge}}
    "tf_executor.NextIteration.Sink"(%src#1, %sw2#1) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%x#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @mismatched_frames(%arg0: tensor<f32>) -> tensor<f32> {
  %0:2 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %c:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %e:2 = "tf_executor.Enter"(%c#0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%e#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%m#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %lc:2 = "tf_executor.LoopCond"(%p#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%m#0, %lc#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    // The body value is read outside the frame without an Exit.
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.island' has inputs from mismatched frames}}
    %leak:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%c#0, %sw#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %x:2 = "tf_executor.Exit"(%sw#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %sw#1) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%x#0, %leak#0) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> (tensor<f32>, tensor<f32>)
  return %0#0 : tensor<f32>
}

// -----

func.func @fetched_from_frame(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %e:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = false} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%e#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.IsFinite"(%m#0) : (tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %lc:2 = "tf_executor.LoopCond"(%p#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%m#0, %lc#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.island' is fetched from inside the frame (a value leaves the frame other than through an Exit)}}
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %neg#0) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%neg#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @no_loop_cond(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.Enter' is in a frame without a LoopCond}}
    %e:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = true} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%e#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %x:2 = "tf_executor.Exit"(%neg#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%x#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @exit_outside_frame(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %c:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.Exit' is an Exit outside any loop frame}}
    %x:2 = "tf_executor.Exit"(%c#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%x#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @cycle(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' is on a cycle that does not go through a NextIteration}}
    %a:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%arg0, %b#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %b:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%a#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%b#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @control_cycle(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %c:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' is on a cycle that does not go through a NextIteration}}
    %a:2 = "tf_executor.island"(%b#1) ({
      %1 = "tf.Neg"(%c#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %b:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%a#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%b#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @merge_one_branch(%arg0: tensor<f32>, %arg1: tensor<i1>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.Merge' is a Merge that does not join the two branches of a conditional}}
    %m:3 = "tf_executor.Merge"(%neg#0, %arg0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%m#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @both_branches(%arg0: tensor<f32>, %arg1: tensor<i1>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' reads both branches of a conditional}}
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%sw#0, %sw#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%add#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @lone_merge(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.Merge' is a Merge that joins neither a loop nor a conditional}}
    %m:3 = "tf_executor.Merge"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%m#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @branch_escapes(%arg0: tensor<f32>, %arg1: tensor<i1>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf_executor.graph"() ({
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' reads a value of node 'tf_executor.island' of a conditional other than through a Merge}}
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%neg#0, %sw#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%m#0, %neg#0) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// -----

// A node other than a ControlTrigger is dead when a control input is: one
// that waits for both branches never runs.

func.func @control_on_both_branches(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<!tf_type.resource>) -> tensor<f32> {
  %0:2 = "tf_executor.graph"() ({
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %t:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%sw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %e:2 = "tf_executor.island"() ({
      %1 = "tf.Abs"(%sw#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' depends on both branches of a conditional through a control edge (TensorFlow never runs it; only a ControlTrigger runs after the branch not taken)}}
    %noop = "tf_executor.island"(%t#1, %e#1) ({
      "tf.NoOp"() : () -> ()
      "tf_executor.yield"() : () -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> !tf_executor.control
    %read:2 = "tf_executor.island"(%noop) ({
      %1 = "tf.ReadVariableOp"(%arg2) : (tensor<!tf_type.resource>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%t#0, %e#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%m#0, %read#0) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> (tensor<f32>, tensor<f32>)
  return %0#0 : tensor<f32>
}

// -----

// A ControlTrigger runs after the conditional; a branch cannot wait for it.

func.func @trigger_inside_branch(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<!tf_type.resource>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %sw:3 = "tf_executor.Switch"(%arg0, %arg1) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %push:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%arg2, %sw#1) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.ControlTrigger' is a ControlTrigger that waits for a branch of a conditional and is waited for by a branch of it}}
    %sync = "tf_executor.ControlTrigger"(%push#1) : (!tf_executor.control) -> !tf_executor.control
    %neg:2 = "tf_executor.island"(%sync) ({
      %1 = "tf.Neg"(%sw#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %m:3 = "tf_executor.Merge"(%neg#0, %sw#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%m#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A non-executor op directly in the graph cannot keep a control operand: its
// clone would read a value of the erased graph (found by tagrad-fuzz).
func.func @plain_op_with_control_operand(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_other.island' is an op outside an island with control operands}}
    %p:2 = "tf_other.island"(%sync) ({
      "tf_executor.yield"(%arg0) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %sync = "tf_executor.ControlTrigger"() : () -> !tf_executor.control
    "tf_executor.fetch"(%p#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Nor can an op inside an island read a control value.
func.func @island_body_reads_control(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %sync = "tf_executor.ControlTrigger"() : () -> !tf_executor.control
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' reads a control value inside its region}}
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%arg0, %sync) : (tensor<f32>, !tf_executor.control) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%p#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// An island's body is an unregistered op's region, without dominance: a use
// before the definition cannot be cloned out of the graph.
func.func @island_use_before_def(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' uses a value before its definition}}
    %p:2 = "tf_executor.island"() ({
      "tf.Foo"(%1) : (tensor<f32>) -> ()
      %1 = "tf.Identity"(%arg0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%p#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A graph that ends its block (no return after it: the block verifies only
// because an unregistered op may be a terminator).
func.func @graph_without_return() {
  // expected-error@+1 {{'tf_executor.graph' is the last op of its block: nothing (no return) follows it}}
  "tf_executor.graph"() ({
    "tf_executor.fetch"() : () -> ()
  }) : () -> ()
}
