// RUN: tagrad-opt --allow-unregistered-dialect -tagrad-functionalize-tf-control-flow %s -split-input-file | FileCheck %s

// A func without a graph is left alone.

// CHECK-LABEL: func.func @no_graph
// CHECK-NEXT:    %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT:    return %[[N]]
func.func @no_graph(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Islands are unwrapped in a topological order of their data edges (the
// AddV2 comes first in the graph but reads the Neg), yields replace island
// results, and the fetch replaces the graph results.

// CHECK-LABEL: func.func @flat
// CHECK-NEXT:    %[[C:.*]] = "tf.Const"() {value = dense<1.000000e+00> : tensor<f32>}
// CHECK-NEXT:    %[[N:.*]] = "tf.Neg"(%[[C]])
// CHECK-NEXT:    %[[A:.*]] = "tf.AddV2"(%arg0, %[[N]])
// CHECK-NEXT:    return %[[A]], %[[N]]
func.func @flat(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf_executor.graph"() ({
    %c:2 = "tf_executor.island"() ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %a:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%arg0, %n#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %n:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%c#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%a#0, %n#0) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}

// -----

// What the fetches do not reach is pruned (the initializer and the "init"
// NoOp); a fetched control keeps its node, and NoOps vanish.

// CHECK-LABEL: func.func @prune
// CHECK-NEXT:    "tf.AssignVariableOp"(%arg0, %arg1)
// CHECK-NEXT:    %[[N:.*]] = "tf.Neg"(%arg1)
// CHECK-NEXT:    return %[[N]]
// CHECK-NOT:     tf.Sqrt
// CHECK-NOT:     tf.NoOp
func.func @prune(%arg0: tensor<!tf_type.resource>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %init:2 = "tf_executor.island"() ({
      %1 = "tf.Sqrt"(%arg1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %noop = "tf_executor.island"(%init#1) ({
      "tf.NoOp"() : () -> ()
      "tf_executor.yield"() : () -> ()
    }) : (!tf_executor.control) -> !tf_executor.control
    %assign = "tf_executor.island"() ({
      "tf.AssignVariableOp"(%arg0, %arg1) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
      "tf_executor.yield"() : () -> ()
    }) : () -> !tf_executor.control
    %n:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%arg1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%n#0, %assign) : (tensor<f32>, !tf_executor.control) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A control edge orders a side-effecting op before one that comes earlier in
// the graph, through a NoOp and a ControlTrigger, which both vanish.

// CHECK-LABEL: func.func @control_order
// CHECK-NEXT:    "tf.AssignVariableOp"(%arg0, %arg1)
// CHECK-NEXT:    %[[R:.*]] = "tf.ReadVariableOp"(%arg0)
// CHECK-NEXT:    return %[[R]]
func.func @control_order(%arg0: tensor<!tf_type.resource>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %read:2 = "tf_executor.island"(%trigger) ({
      %1 = "tf.ReadVariableOp"(%arg0) : (tensor<!tf_type.resource>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %trigger = "tf_executor.ControlTrigger"(%noop) : (!tf_executor.control) -> !tf_executor.control
    %noop = "tf_executor.island"(%assign) ({
      "tf.NoOp"() : () -> ()
      "tf_executor.yield"() : () -> ()
    }) : (!tf_executor.control) -> !tf_executor.control
    %assign = "tf_executor.island"() ({
      "tf.AssignVariableOp"(%arg0, %arg1) : (tensor<!tf_type.resource>, tensor<f32>) -> ()
      "tf_executor.yield"() : () -> ()
    }) : () -> !tf_executor.control
    "tf_executor.fetch"(%read#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// One loop: i = 0; while (i < 5) i = i + 1. The cond region holds what feeds
// the LoopCond (the limit hangs off the Merge by a control edge), the body
// what the Switch's true output reaches (the 1 hangs off the pivot).

// CHECK-LABEL: func.func @while_loop
// CHECK-NEXT:    %[[C0:.*]] = "tf.Const"() {value = dense<0> : tensor<i32>}
// CHECK-NEXT:    %[[W:.*]] = "tf.WhileRegion"(%[[C0]]) ({
// CHECK-NEXT:    ^bb0(%[[A:.*]]: tensor<*xi32>):
// CHECK-NEXT:      %[[LIM:.*]] = "tf.Const"() {value = dense<5> : tensor<i32>}
// CHECK-NEXT:      %[[LT:.*]] = "tf.Less"(%[[A]], %[[LIM]])
// CHECK-NEXT:      "tf.Yield"(%[[LT]])
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%[[B:.*]]: tensor<*xi32>):
// CHECK-NEXT:      %[[ID:.*]] = "tf.Identity"(%[[B]])
// CHECK-NEXT:      %[[ONE:.*]] = "tf.Const"() {value = dense<1> : tensor<i32>}
// CHECK-NEXT:      %[[ADD:.*]] = "tf.AddV2"(%[[ID]], %[[ONE]])
// CHECK-NEXT:      "tf.Yield"(%[[ADD]])
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 7 : i64} : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    return %[[W]]
func.func @while_loop() -> tensor<i32> {
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
    "tf_executor.NextIteration.Sink"(%src#1, %add#0) : (!tf_executor.token, tensor<*xi32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<i32>) -> ()
  }) : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// Loop invariants (a stack handle, a weight) are constant Enters, captured
// from above, not loop variables; a push whose only consumer is a control
// edge into the NextIteration stays in the body, before the yield. The
// second loop variable has no Exit: its result is unused.

// CHECK-LABEL: func.func @invariants
// CHECK:         %[[STACK:.*]] = "tf.StackV2"
// CHECK:         %[[W:.*]]:2 = "tf.WhileRegion"(%arg1, %arg1) ({
// CHECK-NEXT:    ^bb0(%[[A0:.*]]: tensor<f32>, %[[A1:.*]]: tensor<f32>):
// CHECK-NEXT:      %[[P:.*]] = "tf.Greater"(%[[A0]], %[[A1]])
// CHECK-NEXT:      "tf.Yield"(%[[P]])
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%[[B0:.*]]: tensor<f32>, %[[B1:.*]]: tensor<f32>):
// CHECK-NEXT:      %[[M:.*]] = "tf.Mul"(%[[B0]], %arg0)
// CHECK-NEXT:      "tf.StackPushV2"(%[[STACK]], %[[M]])
// CHECK-NEXT:      "tf.Yield"(%[[M]], %[[B1]])
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NEXT:    return %[[W]]#0
func.func @invariants(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %src:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %src1:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %stack:2 = "tf_executor.island"() ({
      %c = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
      %1 = "tf.StackV2"(%c) {elem_type = f32} : (tensor<i32>) -> tensor<!tf_type.resource>
      "tf_executor.yield"(%1) : (tensor<!tf_type.resource>) -> ()
    }) : () -> (tensor<!tf_type.resource>, !tf_executor.control)
    %enter:2 = "tf_executor.Enter"(%arg1) {frame_name = "w", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %enter1:2 = "tf_executor.Enter"(%arg1) {frame_name = "w", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %wenter:2 = "tf_executor.Enter"(%arg0) {frame_name = "w", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %senter:2 = "tf_executor.Enter"(%stack#0) {frame_name = "w", is_constant = true, parallel_iterations = 10 : i64} : (tensor<!tf_type.resource>) -> (tensor<!tf_type.resource>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%enter#0, %src#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %merge1:3 = "tf_executor.Merge"(%src1#0, %enter1#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %gt:2 = "tf_executor.island"() ({
      %1 = "tf.Greater"(%merge#0, %merge1#0) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %cond:2 = "tf_executor.LoopCond"(%gt#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %switch:3 = "tf_executor.Switch"(%merge#0, %cond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %switch1:3 = "tf_executor.Switch"(%merge1#0, %cond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %exit:2 = "tf_executor.Exit"(%switch#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %mul:2 = "tf_executor.island"() ({
      %1 = "tf.Mul"(%switch#1, %wenter#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %push:2 = "tf_executor.island"() ({
      %1 = "tf.StackPushV2"(%senter#0, %mul#0) : (tensor<!tf_type.resource>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%src#1, %mul#0, %push#1) : (!tf_executor.token, tensor<f32>, !tf_executor.control) -> ()
    "tf_executor.NextIteration.Sink"(%src1#1, %switch1#1) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%exit#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Nested loops: the inner frame (entered from the outer body) becomes a
// WhileRegion inside the outer body, ordered after the value it enters and
// before the op that reads its Exit.

// CHECK-LABEL: func.func @nested
// CHECK:         %[[O:.*]] = "tf.WhileRegion"(%arg0) ({
// CHECK-NEXT:    ^bb0(%[[OA:.*]]: tensor<f32>):
// CHECK-NEXT:      %[[OP:.*]] = "tf.Less"(%[[OA]], %arg1)
// CHECK-NEXT:      "tf.Yield"(%[[OP]])
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%[[OB:.*]]: tensor<f32>):
// CHECK-NEXT:      %[[OID:.*]] = "tf.Identity"(%[[OB]])
// CHECK-NEXT:      %[[I:.*]] = "tf.WhileRegion"(%[[OID]]) ({
// CHECK-NEXT:      ^bb0(%[[IA:.*]]: tensor<f32>):
// CHECK-NEXT:        %[[IP:.*]] = "tf.Less"(%[[IA]], %arg1)
// CHECK-NEXT:        "tf.Yield"(%[[IP]])
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%[[IB:.*]]: tensor<f32>):
// CHECK-NEXT:        %[[IADD:.*]] = "tf.AddV2"(%[[IB]], %[[IB]])
// CHECK-NEXT:        "tf.Yield"(%[[IADD]])
// CHECK-NEXT:      }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NEXT:      %[[ONEG:.*]] = "tf.Neg"(%[[I]])
// CHECK-NEXT:      "tf.Yield"(%[[ONEG]])
// CHECK-NEXT:    }) {is_stateless = false, parallel_iterations = 10 : i64}
// CHECK-NEXT:    return %[[O]]
func.func @nested(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %osrc:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %isrc:3 = "tf_executor.NextIteration.Source"() : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
    %oenter:2 = "tf_executor.Enter"(%arg0) {frame_name = "outer", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %olim:2 = "tf_executor.Enter"(%arg1) {frame_name = "outer", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %omerge:3 = "tf_executor.Merge"(%oenter#0, %osrc#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %oless:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%omerge#0, %olim#0) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %ocond:2 = "tf_executor.LoopCond"(%oless#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %oswitch:3 = "tf_executor.Switch"(%omerge#0, %ocond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %oexit:2 = "tf_executor.Exit"(%oswitch#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %oid:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%oswitch#1) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %ienter:2 = "tf_executor.Enter"(%oid#0) {frame_name = "outer/inner", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %ilim:2 = "tf_executor.Enter"(%olim#0) {frame_name = "outer/inner", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %imerge:3 = "tf_executor.Merge"(%ienter#0, %isrc#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %iless:2 = "tf_executor.island"() ({
      %1 = "tf.Less"(%imerge#0, %ilim#0) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %icond:2 = "tf_executor.LoopCond"(%iless#0) : (tensor<i1>) -> (tensor<i1>, !tf_executor.control)
    %iswitch:3 = "tf_executor.Switch"(%imerge#0, %icond#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %iexit:2 = "tf_executor.Exit"(%iswitch#0) : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
    %iadd:2 = "tf_executor.island"() ({
      %1 = "tf.AddV2"(%iswitch#1, %iswitch#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%isrc#1, %iadd#0) : (!tf_executor.token, tensor<f32>) -> ()
    %oneg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%iexit#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.NextIteration.Sink"(%osrc#1, %oneg#0) : (!tf_executor.token, tensor<f32>) -> ()
    "tf_executor.fetch"(%oexit#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// tf.cond v1: the pivot Switches the predicate itself, the data Switch its
// Identity; the branch constants hang off the pivots by control edges. The
// then region takes the true outputs, the else region the false ones.

// CHECK-LABEL: func.func @cond_v1
// CHECK-NEXT:    %[[P:.*]] = "tf.Greater"(%arg0, %arg1)
// CHECK-NEXT:    %[[PID:.*]] = "tf.Identity"(%[[P]])
// CHECK-NEXT:    %[[IF:.*]] = "tf.IfRegion"(%[[P]]) ({
// CHECK-NEXT:      %[[T:.*]] = "tf.Identity"(%[[P]])
// CHECK-NEXT:      %[[TWO:.*]] = "tf.Const"() {value = dense<2.000000e+00> : tensor<f32>}
// CHECK-NEXT:      %[[MUL:.*]] = "tf.Mul"(%arg0, %[[TWO]])
// CHECK-NEXT:      "tf.Yield"(%[[MUL]])
// CHECK-NEXT:    }, {
// CHECK-NEXT:      %[[F:.*]] = "tf.Identity"(%[[P]])
// CHECK-NEXT:      %[[ONE:.*]] = "tf.Const"() {value = dense<1.000000e+00> : tensor<f32>}
// CHECK-NEXT:      %[[SUB:.*]] = "tf.Sub"(%arg0, %[[ONE]])
// CHECK-NEXT:      "tf.Yield"(%[[SUB]])
// CHECK-NEXT:    }) {is_stateless = false} : (tensor<i1>) -> tensor<f32>
// CHECK-NEXT:    %[[OUT:.*]] = "tf.Neg"(%[[IF]])
// CHECK-NEXT:    return %[[OUT]]
func.func @cond_v1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf_executor.graph"() ({
    %p:2 = "tf_executor.island"() ({
      %1 = "tf.Greater"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %pivot:3 = "tf_executor.Switch"(%p#0, %p#0) : (tensor<i1>, tensor<i1>) -> (tensor<i1>, tensor<i1>, !tf_executor.control)
    %pf:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%pivot#0) : (tensor<i1>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %one:2 = "tf_executor.island"(%pf#1) ({
      %1 = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %pt:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%pivot#1) : (tensor<i1>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %two:2 = "tf_executor.island"(%pt#1) ({
      %1 = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
    %pid:2 = "tf_executor.island"() ({
      %1 = "tf.Identity"(%p#0) : (tensor<i1>) -> tensor<i1>
      "tf_executor.yield"(%1) : (tensor<i1>) -> ()
    }) : () -> (tensor<i1>, !tf_executor.control)
    %sw:3 = "tf_executor.Switch"(%arg0, %pid#0) : (tensor<f32>, tensor<i1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
    %mul:2 = "tf_executor.island"() ({
      %1 = "tf.Mul"(%sw#1, %two#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %sub:2 = "tf_executor.island"() ({
      %1 = "tf.Sub"(%sw#0, %one#0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    %merge:3 = "tf_executor.Merge"(%sub#0, %mul#0) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
    %neg:2 = "tf_executor.island"() ({
      %1 = "tf.Neg"(%merge#0) : (tensor<f32>) -> tensor<f32>
      "tf_executor.yield"(%1) : (tensor<f32>) -> ()
    }) : () -> (tensor<f32>, !tf_executor.control)
    "tf_executor.fetch"(%neg#0) : (tensor<f32>) -> ()
  }) : () -> tensor<f32>
  return %0 : tensor<f32>
}
