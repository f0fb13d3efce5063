// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s -split-input-file -verify-diagnostics

// Negative tests for graph-structure diagnostics of
// -tagrad-functionalize-tf-control-flow that no other test covers
// (scripts/tf_frontend_coverage.py keeps them covered). The loop cases are
// variants of @while_loop in functionalize.mlir with one defect each.

// A graph region of two blocks.
func.func @graph_of_two_blocks(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{tf_executor.graph must have one block}}
  %0 = "tf_executor.graph"() ({
    "tf_executor.fetch"(%arg0) : (tensor<f32>) -> ()
  ^bb1:
    "tf_executor.fetch"(%arg0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A graph that does not end in a fetch.
func.func @graph_without_fetch(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{tf_executor.graph must end in tf_executor.fetch}}
  %0 = "tf_executor.graph"() ({
    %1:2 = "tf_executor.island"() ({
      "tf_executor.yield"(%arg0) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A graph of two results that fetches one value.
func.func @graph_fetches_too_few(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  // expected-error@+1 {{tf_executor.graph has 2 results but fetches 1 values}}
  %0:2 = "tf_executor.graph"() ({
    "tf_executor.fetch"(%arg0) : (tensor<f32>) -> ()
  }) : () -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// -----

// A data operand after a control operand.
func.func @data_after_control(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %c:2 = "tf_executor.island"() ({
      "tf_executor.yield"(%arg0) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf.Neg' has a data operand after a control operand}}
    %n = "tf.Neg"(%c#1, %c#0) : (!tf_executor.control, tensor<f32>) -> tensor<f32>
    "tf_executor.fetch"(%n) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// An island whose yield does not match its results.
func.func @island_yield_mismatch(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.island' is an island without one block ending in a yield of its data results}}
    %c:3 = "tf_executor.island"() ({
      "tf_executor.yield"(%arg0) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%c#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A LoopCond outside any loop frame.
func.func @loop_cond_at_root(%p: tensor<i1>) -> tensor<i1> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.LoopCond' is a loop op outside any loop frame}}
    %lc:2 = "tf_executor.LoopCond"(%p) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    "tf_executor.fetch"(%lc#0) : (tensor<i1>) -> ()
  }) : () -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// A NextIteration.Source whose second result is not a token.
func.func @source_without_token() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.NextIteration.Source' must produce a token as its second result}}
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (tensor<i32>, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// An Enter without a frame_name.
func.func @enter_without_frame_name() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.Enter' has no frame_name}}
    %enter:2 = "tf_executor.Enter"(%c0#0) {is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A NextIteration.Sink that does not take a Source's token.
func.func @sink_without_its_source() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.NextIteration.Sink' must take the token of its own NextIteration.Source}}
    "tf_executor.NextIteration.Sink"(%add#0, %add#0) : (tensor<*xi32>, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A NextIteration.Source that no Sink pairs with.
func.func @source_without_sink() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize graph: node 'tf_executor.NextIteration.Source' has no NextIteration.Sink}}
    %src2:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Frame 'w' entered from the root and from inside itself.
func.func @enter_from_another_parent() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.Enter' enters the frame from a different parent frame}}
    %e2:2 = "tf_executor.Enter"(%id#0) {frame_name = "w", is_constant = true} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %e2#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Two LoopConds in one frame.
func.func @second_loop_cond() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.LoopCond' is a second LoopCond in the frame}}
    %cond2:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %cond2#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// A loop-variable Enter read by an island, not a Merge.
func.func @enter_not_into_merge() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.Enter' is a loop variable Enter that does not feed exactly one Merge}}
    %e2:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%e2#0) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %neg#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// An island reading the loop Switch's false (exit) output.
func.func @reads_switch_false_output() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.island' uses a loop Switch's false output but is not an Exit (a value leaves the frame other than through an Exit)}}
    %r:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#0) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %r#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// An island reading the NextIteration.Source's value.
func.func @reads_next_iteration() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.island' uses a NextIteration value other than as the loop Merge}}
    %r:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%src#0) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %r#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// An island reading the LoopCond.
func.func @reads_loop_cond() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.island' uses the LoopCond but is not a loop Switch}}
    %r:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%cond#0) : (tensor<i1>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1, %r#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// An Exit of a body value, not of a loop Switch.
func.func @exit_of_body_value() -> tensor<i32> {
  %0:2 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%id#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.Exit' is an Exit not fed by a loop Switch}}
    %exit2:2 = "tf_executor.Exit"(%id#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    "tf_executor.fetch"(%exit#0, %exit2#0) : (tensor<i32>, tensor<i32>) -> ()
  }) : () -> (tensor<i32>, tensor<i32>)
  return %0#0 : tensor<i32>
}

// -----

// A second NextIteration pair whose Source feeds no Merge.
func.func @next_iteration_not_into_merge() -> tensor<i32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %c0:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : () -> (tensor<i32>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%c0#0) {frame_name = "w", is_constant = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
    %lim:2 = "tf_executor.island"(%merge#2) ({
      %1 = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %less:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%merge#0, %lim#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
      "tf_executor.yield"(%1) : (tensor<*xi1>) -> ()
    }) : () -> (tensor<*xi1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%less#0) : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<*xi32>) -> (tensor<i32>, !tf_executor.control)
    %id:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%switch#1) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    // expected-error@+1 {{cannot functionalize frame 'w': node 'tf_executor.NextIteration.Source' is a NextIteration that does not feed a loop Merge}}
    %src2:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
    %r:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%src2#0) : (tensor<*xi32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src2#1, %id#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    %one:2 = "tf_executor.island"(%id#1, %r#1) ({
      %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
      "tf_executor.yield"(%1) : (tensor<i32>) -> ()
    }) : (!tf_executor.control, !tf_executor.control) -> (tensor<i32>, !tf_executor.control)
    %add:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%id#0, %one#0) : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
      "tf_executor.yield"(%1) : (tensor<*xi32>) -> ()
    }) : () -> (tensor<*xi32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}
