"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<*xf32>, sym_name = "main"}> ({
    %0 = "tf_executor.graph"() ({
      %1:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %2:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %3:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %4:3 = "tf_executor.NextIteration.Source"() {T = i32, device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %5:3 = "tf_executor.NextIteration.Source"() {T = f32, device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %6:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %7:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %8:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : () -> (tensor<f32>, !tf_executor.token, !tf_executor.control)
      %9:3 = "tf_executor.NextIteration.Source"() {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : () -> (tensor<*xf32>, !tf_executor.token, !tf_executor.control)
      %10:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %11:3 = "tf_executor.NextIteration.Source"() {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : () -> (tensor<*xi32>, !tf_executor.token, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %315 = "tf.Const"() {device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%315) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %13:2 = "tf_executor.Enter"(%12#0) {T = f32, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %314 = "tf.Const"() {device = "", value = dense<100> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%314) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %15:3 = "tf_executor.island"() ({
        %313:2 = "tf.TensorArrayV3"(%14#0) {clear_after_read = false, device = "", dtype = f32, dynamic_size = false, element_shape = #tf_type.shape<>, identical_element_shapes = true, tensor_array_name = ""} : (tensor<i32>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>)
        "tf_executor.yield"(%313#0, %313#1) : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>, !tf_executor.control)
      %16:2 = "tf_executor.Enter"(%15#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<f32>>>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, !tf_executor.control)
      %17:2 = "tf_executor.Enter"(%15#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<f32>>>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, !tf_executor.control)
      %18:2 = "tf_executor.Enter"(%15#1) {T = f32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %19:3 = "tf_executor.Merge"(%18#0, %1#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %20:2 = "tf_executor.Enter"(%15#0) {T = !tf_type.resource, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<f32>>>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, !tf_executor.control)
      %21:2 = "tf_executor.Enter"(%15#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource<tensor<f32>>>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %312 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<100> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%312) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %311 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%311) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %310 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%310) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %309 = "tf.Range"(%24#0, %22#0, %23#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<100xi32>
        "tf_executor.yield"(%309) : (tensor<100xi32>) -> ()
      }) : () -> (tensor<100xi32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %308 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<100> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%308) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %307 = "tf.Const"() {_class = ["loc:@while_1/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%307) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %28:2 = "tf_executor.Enter"(%27#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = "", frame_name = "gradients/while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %306 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%306) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %30:2 = "tf_executor.Enter"(%29#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<i32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %305 = "tf.Const"() {_class = ["loc:@while_1/Exit_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%305) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %32:2 = "tf_executor.Enter"(%31#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = "", frame_name = "while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %33:3 = "tf_executor.Merge"(%32#0, %6#0) {N = 2 : i64, T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %304 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%304) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %35:2 = "tf_executor.Enter"(%34#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %36:3 = "tf_executor.Merge"(%35#0, %2#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %303 = "tf.Const"() {_class = ["loc:@TensorArray"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%303) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %302 = "tf.Fill"(%26#0, %37#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<1xi32>, tensor<f32>) -> tensor<100xf32>
        "tf_executor.yield"(%302) : (tensor<100xf32>) -> ()
      }) : () -> (tensor<100xf32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %301 = "tf.Const"() {_class = ["loc:@while/Identity", "loc:@while/cond/Merge"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%301) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %300 = "tf.StackV2"(%39#0) {_class = ["loc:@while/Identity", "loc:@while/cond/Merge"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%300) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %41:2 = "tf_executor.Enter"(%40#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %42:2 = "tf_executor.Enter"(%40#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %299 = "tf.Const"() {_class = ["loc:@while/cond/Merge"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%299) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %298 = "tf.StackV2"(%43#0) {_class = ["loc:@while/cond/Merge"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%298) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %45:2 = "tf_executor.Enter"(%44#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %46:2 = "tf_executor.Enter"(%44#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %297 = "tf.Const"() {_class = ["loc:@while/cond/Enter"], device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%297) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %48:2 = "tf_executor.Enter"(%47#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %49:3 = "tf_executor.Merge"(%48#0, %9#0) {N = 2 : i64, T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %296 = "tf.Const"() {_class = ["loc:@while/cond/Merge", "loc:@while/cond/pred_id"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%296) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %295 = "tf.StackV2"(%50#0) {_class = ["loc:@while/cond/Merge", "loc:@while/cond/pred_id"], device = "", elem_type = i1, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%295) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %52:2 = "tf_executor.Enter"(%51#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %53:2 = "tf_executor.Enter"(%51#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %294 = "tf.Const"() {_class = ["loc:@while/Identity_1", "loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%294) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %293 = "tf.StackV2"(%54#0) {_class = ["loc:@while/Identity_1", "loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%293) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %56:2 = "tf_executor.Enter"(%55#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %57:2 = "tf_executor.Enter"(%55#0) {T = !tf_type.resource, _class = ["loc:@while/Identity_1", "loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %292 = "tf.Const"() {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/sub"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%292) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %291 = "tf.StackV2"(%58#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/sub"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%291) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %60:2 = "tf_executor.Enter"(%59#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %61:2 = "tf_executor.Enter"(%59#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/sub"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %290 = "tf.Const"() {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%290) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %289 = "tf.StackV2"(%62#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%289) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %64:2 = "tf_executor.Enter"(%63#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul"], device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %65:2 = "tf_executor.Enter"(%63#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/mul"], device = "", frame_name = "gradients/while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %288 = "tf.Const"() {_class = ["loc:@while/cond/Merge", "loc:@while_1/Identity"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%288) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %67:2 = "tf_executor.island"() ({
        %287 = "tf.StackV2"(%66#0) {_class = ["loc:@while/cond/Merge", "loc:@while_1/Identity"], device = "", elem_type = i32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%287) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %68:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %69:2 = "tf_executor.Enter"(%67#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %286 = "tf.Const"() {_class = ["loc:@while/cond/Merge"], device = "", value = dense<-1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%286) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %71:2 = "tf_executor.island"() ({
        %285 = "tf.StackV2"(%70#0) {_class = ["loc:@while/cond/Merge"], device = "", elem_type = f32, stack_name = ""} : (tensor<i32>) -> tensor<2x!tf_type.resource>
        "tf_executor.yield"(%285) : (tensor<2x!tf_type.resource>) -> ()
      }) : () -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %72:2 = "tf_executor.Enter"(%71#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %73:2 = "tf_executor.Enter"(%71#0) {T = !tf_type.resource, _class = ["loc:@while/cond/Merge"], device = "", frame_name = "gradients/while_1/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<2x!tf_type.resource>) -> (tensor<2x!tf_type.resource>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %284 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%284) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %75:2 = "tf_executor.Enter"(%74#0) {T = i32, device = "", frame_name = "while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<i32>) -> (tensor<*xi32>, !tf_executor.control)
      %76:3 = "tf_executor.Merge"(%75#0, %3#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %77:2 = "tf_executor.island"(%76#2) ({
        %283 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%283) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %282 = "tf.Less"(%76#0, %77#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%282) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %79:2 = "tf_executor.LoopCond"(%78#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %80:3 = "tf_executor.Switch"(%36#0, %79#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %81:2 = "tf_executor.Exit"(%80#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %82:2 = "tf_executor.Enter"(%81#0) {T = i32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %83:3 = "tf_executor.Merge"(%82#0, %11#0) {N = 2 : i64, T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %281 = "tf.GreaterEqual"(%83#0, %30#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%281) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %85:2 = "tf_executor.LoopCond"(%84#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %86:3 = "tf_executor.Switch"(%49#0, %85#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %87:2 = "tf_executor.Exit"(%86#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %280 = "tf.Identity"(%87#0) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%280) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %89:3 = "tf_executor.Switch"(%83#0, %85#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %279 = "tf.Sub"(%89#1, %30#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%279) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %91:2 = "tf_executor.island"(%90#1) ({
        %278 = "tf.Const"() {_class = ["loc:@while/cond/Enter"], device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%278) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %92:2 = "tf_executor.island"(%90#1) ({
        %277 = "tf.Const"() {_class = ["loc:@while/Identity_1"], device = "", value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%277) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %93:2 = "tf_executor.island"(%90#1) ({
        %276 = "tf.StackPopV2"(%42#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%276) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %94:2 = "tf_executor.island"(%90#1) ({
        %275 = "tf.StackPopV2"(%46#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%275) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %274 = "tf.Identity"(%94#0) {_class = ["loc:@while/cond/Merge"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%274) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %96:2 = "tf_executor.island"(%90#1) ({
        %273 = "tf.StackPopV2"(%53#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi1>
        "tf_executor.yield"(%273) : (tensor<*xi1>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi1>, !tf_executor.control)
      %97:3 = "tf_executor.Switch"(%91#0, %96#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<f32>, tensor<*xi1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
      %98:3 = "tf_executor.Switch"(%92#0, %96#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<f32>, tensor<*xi1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
      %99:3 = "tf_executor.Switch"(%57#0, %96#0) {T = !tf_type.resource, _class = ["loc:@while/Identity_1", "loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %272 = "tf.StackPopV2"(%99#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%272) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %101:3 = "tf_executor.island"() ({
        %271:2 = "tf.TensorArrayGradV3"(%16#0, %100#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>)
        "tf_executor.yield"(%271#0, %271#1) : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>, !tf_executor.control)
      %102:2 = "tf_executor.island"(%101#2) ({
        %270 = "tf.Identity"(%100#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%270) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %103:3 = "tf_executor.Switch"(%61#0, %96#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/sub"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %269 = "tf.StackPopV2"(%103#0) {_class = ["loc:@while/cond/TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%269) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %105:3 = "tf_executor.Switch"(%65#0, %96#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %106:2 = "tf_executor.island"() ({
        %268 = "tf.StackPopV2"(%105#0) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%268) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %107 = "tf_executor.ControlTrigger"(%94#1, %93#1, %96#1, %106#1, %100#1, %104#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%11#1, %90#0, %107) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %108:2 = "tf_executor.island"(%90#1) ({
        %267 = "tf.Const"() {_class = ["loc:@while/cond/mul"], device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%267) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %109:2 = "tf_executor.Exit"(%89#0) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %110:3 = "tf_executor.Switch"(%19#0, %79#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %111:2 = "tf_executor.Exit"(%110#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %112:2 = "tf_executor.Enter"(%111#0) {T = f32, device = "", frame_name = "while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %113:3 = "tf_executor.Merge"(%112#0, %5#0) {N = 2 : i64, T = f32, device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %114:2 = "tf_executor.island"() ({
        %266 = "tf.Identity"(%110#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%266) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %115:3 = "tf_executor.Switch"(%76#0, %79#0) {T = i32, _class = ["loc:@while/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %116:2 = "tf_executor.Exit"(%115#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %117:2 = "tf_executor.Enter"(%116#0) {T = i32, device = "", frame_name = "while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %118:3 = "tf_executor.Merge"(%117#0, %4#0) {N = 2 : i64, T = i32, device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %119:2 = "tf_executor.island"(%118#2) ({
        %265 = "tf.Const"() {device = "", value = dense<100> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%265) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %120:2 = "tf_executor.island"() ({
        %264 = "tf.Less"(%118#0, %119#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%264) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %121:2 = "tf_executor.LoopCond"(%120#0) {device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %122:3 = "tf_executor.Switch"(%33#0, %121#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %123:2 = "tf_executor.Exit"(%122#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %124:2 = "tf_executor.Enter"(%123#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = "", frame_name = "gradients/while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %125:3 = "tf_executor.Merge"(%124#0, %10#0) {N = 2 : i64, T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<*xi32>) -> (tensor<*xi32>, tensor<i32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %263 = "tf.GreaterEqual"(%125#0, %28#0) {_class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%263) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %127:2 = "tf_executor.LoopCond"(%126#0) {_class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi1>) -> (tensor<i1>, !tf_executor.control)
      %128:3 = "tf_executor.Switch"(%125#0, %127#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %129:2 = "tf_executor.island"() ({
        %262 = "tf.Sub"(%128#1, %28#0) {_class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%262) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %130:2 = "tf_executor.island"(%129#1) ({
        %261 = "tf.StackPopV2"(%69#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xi32>
        "tf_executor.yield"(%261) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %131:2 = "tf_executor.island"(%129#1) ({
        %260 = "tf.StackPopV2"(%73#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource>) -> tensor<*xf32>
        "tf_executor.yield"(%260) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %132:2 = "tf_executor.island"() ({
        %259 = "tf.Identity"(%131#0) {_class = ["loc:@while/cond/Merge"], _has_manual_control_dependencies = true, device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%259) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %133 = "tf_executor.ControlTrigger"(%131#1, %130#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (!tf_executor.control, !tf_executor.control) -> !tf_executor.control
      "tf_executor.NextIteration.Sink"(%10#1, %129#0, %133) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control) -> ()
      %134:2 = "tf_executor.Exit"(%128#0) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %135:3 = "tf_executor.Switch"(%113#0, %121#0) {T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %136:2 = "tf_executor.Exit"(%135#0) {T = f32, device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %258 = "tf.TensorArrayGatherV3"(%15#0, %25#0, %136#0) {_class = ["loc:@TensorArray"], device = "", element_shape = #tf_type.shape<>} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<100xi32>, tensor<*xf32>) -> tensor<100xf32>
        "tf_executor.yield"(%258) : (tensor<100xf32>) -> ()
      }) : () -> (tensor<100xf32>, !tf_executor.control)
      %138:3 = "tf_executor.island"() ({
        %257:2 = "tf.TensorArrayGradV3"(%15#0, %136#0) {_class = ["loc:@TensorArray"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>)
        "tf_executor.yield"(%257#0, %257#1) : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>, !tf_executor.control)
      %139:2 = "tf_executor.island"(%138#2) ({
        %256 = "tf.Identity"(%136#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%256) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %140:2 = "tf_executor.island"() ({
        %255 = "tf.TensorArrayScatterV3"(%138#0, %25#0, %38#0, %139#0) {_class = ["loc:@TensorArray"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<100xi32>, tensor<100xf32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%255) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %141:2 = "tf_executor.Enter"(%140#0) {T = f32, _class = ["loc:@while_1/Exit_1"], device = "", frame_name = "gradients/while_1/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<*xf32>, !tf_executor.control)
      %142:3 = "tf_executor.Merge"(%141#0, %7#0) {N = 2 : i64, T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : (tensor<*xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %143:3 = "tf_executor.Switch"(%142#0, %127#0) {T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %144:2 = "tf_executor.Exit"(%143#0) {T = f32, _class = ["loc:@while_1/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %145:2 = "tf_executor.Enter"(%144#0) {T = f32, _class = ["loc:@while/Exit_1"], device = "", frame_name = "gradients/while/while_context", is_constant = false, parallel_iterations = 10 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %146:3 = "tf_executor.Merge"(%145#0, %8#0) {N = 2 : i64, T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<f32>) -> (tensor<*xf32>, tensor<i32>, !tf_executor.control)
      %147:3 = "tf_executor.Switch"(%146#0, %85#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (tensor<*xf32>, tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %148:2 = "tf_executor.Exit"(%147#0) {T = f32, _class = ["loc:@while/Enter_1"], device = ""} : (tensor<*xf32>) -> (tensor<*xf32>, !tf_executor.control)
      %149:2 = "tf_executor.island"(%95#1) ({
        %254 = "tf.Identity"(%147#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%254) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %150:3 = "tf_executor.island"() ({
        %253:2 = "tf.TensorArrayGradV3"(%16#0, %149#0) {_class = ["loc:@while/cond/Merge", "loc:@while/cond/TensorArrayReadV3/Enter"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>)
        "tf_executor.yield"(%253#0, %253#1) : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>, !tf_executor.control)
      %151:2 = "tf_executor.island"(%150#2) ({
        %252 = "tf.Identity"(%149#0) {_class = ["loc:@while/cond/Merge", "loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%252) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %152:2 = "tf_executor.island"() ({
        %251 = "tf.TensorArrayReadV3"(%150#0, %93#0, %151#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%251) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %153:3 = "tf_executor.Switch"(%152#0, %96#0) {T = f32, _class = ["loc:@while/cond/Merge"], device = ""} : (tensor<f32>, tensor<*xi1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
      %154:3 = "tf_executor.Merge"(%97#0, %153#1) {N = 2 : i64, T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
      %155:2 = "tf_executor.island"() ({
        %250 = "tf.AddV2"(%86#1, %154#0) {_class = ["loc:@while/cond/Enter"], device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
        "tf_executor.yield"(%250) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%9#1, %155#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %156:2 = "tf_executor.island"() ({
        %249 = "tf.Mul"(%153#0, %108#0) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%249) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %157:2 = "tf_executor.island"() ({
        %248 = "tf.TensorArrayWriteV3"(%101#0, %104#0, %156#0, %102#0) {_class = ["loc:@while/cond/TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<f32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%248) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %158:3 = "tf_executor.Merge"(%157#0, %98#1) {N = 2 : i64, T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
      %159:2 = "tf_executor.island"() ({
        %247 = "tf.AddN"(%149#0, %158#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%247) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%8#1, %159#0) {T = f32, _class = ["loc:@while/Merge_1"], device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      %160:2 = "tf_executor.island"() ({
        %246 = "tf.Mul"(%153#0, %106#0) {_class = ["loc:@while/cond/mul"], device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%246) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %161:2 = "tf_executor.island"(%132#1) ({
        %245 = "tf.Identity"(%143#1) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%245) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%7#1, %161#0) {T = f32, _class = ["loc:@while_1/Merge_1"], device = ""} : (!tf_executor.token, tensor<*xf32>) -> ()
      %162:3 = "tf_executor.island"() ({
        %244:2 = "tf.TensorArrayGradV3"(%17#0, %161#0) {_class = ["loc:@while/cond/Merge"], _has_manual_control_dependencies = true, device = "", source = "gradients"} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xf32>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>)
        "tf_executor.yield"(%244#0, %244#1) : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
      }) : () -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<f32>, !tf_executor.control)
      %163:2 = "tf_executor.island"(%162#2) ({
        %243 = "tf.Identity"(%161#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%243) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %164:2 = "tf_executor.island"() ({
        %242 = "tf.TensorArrayReadV3"(%162#0, %130#0, %163#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%242) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %165:2 = "tf_executor.island"() ({
        %241 = "tf.Identity"(%135#1) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%241) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %166:3 = "tf_executor.Switch"(%118#0, %121#0) {T = i32, _class = ["loc:@while_1/Merge"], device = ""} : (tensor<*xi32>, tensor<i1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %167:2 = "tf_executor.Exit"(%166#0) {T = i32, device = ""} : (tensor<*xi32>) -> (tensor<*xi32>, !tf_executor.control)
      %168:2 = "tf_executor.island"() ({
        %240 = "tf.Identity"(%166#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%240) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %169:2 = "tf_executor.island"(%168#1) ({
        %239 = "tf.Const"() {_class = ["loc:@while_1/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%239) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %170:2 = "tf_executor.island"() ({
        %238 = "tf.AddV2"(%122#1, %169#0) {_class = ["loc:@while_1/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%238) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %171:2 = "tf_executor.island"(%170#1) ({
        %237 = "tf.StackPushV2"(%68#0, %168#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%237) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %172:2 = "tf_executor.island"() ({
        %236 = "tf.TensorArrayWriteV3"(%21#0, %168#0, %13#0, %165#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<f32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%236) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %173:2 = "tf_executor.island"(%170#1) ({
        %235 = "tf.StackPushV2"(%72#0, %172#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%235) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%6#1, %170#0, %173#1, %171#1) {T = i32, _class = ["loc:@while_1/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control) -> ()
      "tf_executor.NextIteration.Sink"(%5#1, %172#0) {T = f32, device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      %174:2 = "tf_executor.island"(%168#1) ({
        %234 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%234) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %175:2 = "tf_executor.island"() ({
        %233 = "tf.AddV2"(%168#0, %174#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%233) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%4#1, %175#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %176:2 = "tf_executor.island"() ({
        %232 = "tf.Identity"(%115#1) {device = ""} : (tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%232) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %177:2 = "tf_executor.island"(%176#1) ({
        %231 = "tf.Const"() {_class = ["loc:@while/Exit_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%231) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %178:2 = "tf_executor.island"() ({
        %230 = "tf.AddV2"(%80#1, %177#0) {_class = ["loc:@while/Exit_1"], device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%230) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %179:2 = "tf_executor.island"(%178#1) ({
        %229 = "tf.StackPushV2"(%41#0, %176#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%229) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %180:2 = "tf_executor.island"(%176#1) ({
        %228 = "tf.Const"() {device = "", value = dense<0> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%228) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %181:2 = "tf_executor.island"() ({
        %227 = "tf.Equal"(%176#0, %180#0) {device = "", incompatible_shape_error = true} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi1>
        "tf_executor.yield"(%227) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %182:3 = "tf_executor.Switch"(%181#0, %181#0) {T = i1, device = ""} : (tensor<*xi1>, tensor<*xi1>) -> (tensor<*xi1>, tensor<*xi1>, !tf_executor.control)
      %183:2 = "tf_executor.island"() ({
        %226 = "tf.Identity"(%182#0) {device = ""} : (tensor<*xi1>) -> tensor<*xi1>
        "tf_executor.yield"(%226) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %184:2 = "tf_executor.island"(%183#1) ({
        %225 = "tf.Const"() {device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%225) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %185:2 = "tf_executor.island"(%183#1) ({
        %224 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%224) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %186:2 = "tf_executor.island"() ({
        %223 = "tf.Identity"(%182#1) {device = ""} : (tensor<*xi1>) -> tensor<*xi1>
        "tf_executor.yield"(%223) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %187:2 = "tf_executor.island"() ({
        %222 = "tf.Identity"(%181#0) {device = ""} : (tensor<*xi1>) -> tensor<*xi1>
        "tf_executor.yield"(%222) : (tensor<*xi1>) -> ()
      }) : () -> (tensor<*xi1>, !tf_executor.control)
      %188:2 = "tf_executor.island"(%178#1) ({
        %221 = "tf.StackPushV2"(%52#0, %187#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> tensor<*xi1>
        "tf_executor.yield"(%221) : (tensor<*xi1>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi1>, !tf_executor.control)
      %189:3 = "tf_executor.Switch"(%56#0, %187#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %190:3 = "tf_executor.Switch"(%60#0, %187#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %191:3 = "tf_executor.Switch"(%64#0, %187#0) {T = !tf_type.resource, _class = ["loc:@while/cond/mul"], device = ""} : (tensor<2x!tf_type.resource>, tensor<*xi1>) -> (tensor<2x!tf_type.resource>, tensor<2x!tf_type.resource>, !tf_executor.control)
      %192:3 = "tf_executor.Switch"(%20#0, %187#0) {T = !tf_type.resource, _class = ["loc:@while/cond/TensorArrayReadV3/Enter"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi1>) -> (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<2x!tf_type.resource<tensor<f32>>>, !tf_executor.control)
      %193:3 = "tf_executor.Switch"(%114#0, %187#0) {T = f32, _class = ["loc:@while/Identity_1"], device = ""} : (tensor<*xf32>, tensor<*xi1>) -> (tensor<*xf32>, tensor<*xf32>, !tf_executor.control)
      %194:2 = "tf_executor.island"(%178#1) ({
        %220 = "tf.StackPushV2"(%189#0, %193#0) {_class = ["loc:@while/cond/TensorArrayReadV3", "loc:@while/cond/TensorArrayReadV3/Enter"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%220) : (tensor<*xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xf32>, !tf_executor.control)
      %195:3 = "tf_executor.Switch"(%176#0, %187#0) {T = i32, _class = ["loc:@while/Identity"], device = ""} : (tensor<*xi32>, tensor<*xi1>) -> (tensor<*xi32>, tensor<*xi32>, !tf_executor.control)
      %196:2 = "tf_executor.island"() ({
        %219 = "tf.Sub"(%195#0, %185#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%219) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      %197:2 = "tf_executor.island"(%178#1) ({
        %218 = "tf.StackPushV2"(%190#0, %196#0) {_class = ["loc:@while/cond/TensorArrayReadV3"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<*xi32>) -> tensor<*xi32>
        "tf_executor.yield"(%218) : (tensor<*xi32>) -> ()
      }) : (!tf_executor.control) -> (tensor<*xi32>, !tf_executor.control)
      %198:2 = "tf_executor.island"() ({
        %217 = "tf.TensorArrayReadV3"(%192#0, %196#0, %193#0) {device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%217) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %199:2 = "tf_executor.island"(%178#1) ({
        %216 = "tf.StackPushV2"(%191#0, %198#0) {_class = ["loc:@while/cond/mul"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%216) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %200 = "tf_executor.ControlTrigger"(%199#1, %194#1, %197#1) {_class = ["loc:@while/cond/mul"], device = ""} : (!tf_executor.control, !tf_executor.control, !tf_executor.control) -> !tf_executor.control
      %201:2 = "tf_executor.island"() ({
        %215 = "tf.Mul"(%198#0, %184#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%215) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %202:2 = "tf_executor.island"(%176#1) ({
        %214 = "tf.Const"() {device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%214) : (tensor<i32>) -> ()
      }) : (!tf_executor.control) -> (tensor<i32>, !tf_executor.control)
      %203:2 = "tf_executor.island"() ({
        %213 = "tf.AddV2"(%176#0, %202#0) {device = ""} : (tensor<*xi32>, tensor<i32>) -> tensor<*xi32>
        "tf_executor.yield"(%213) : (tensor<*xi32>) -> ()
      }) : () -> (tensor<*xi32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%3#1, %203#0) {T = i32, device = ""} : (!tf_executor.token, tensor<*xi32>) -> ()
      %204:2 = "tf_executor.island"() ({
        %212 = "tf.Const"() {device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%212) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %205:2 = "tf_executor.Enter"(%204#0) {T = f32, device = "", frame_name = "while/while_context", is_constant = true, parallel_iterations = 10 : i64} : (tensor<f32>) -> (tensor<f32>, !tf_executor.control)
      %206:3 = "tf_executor.Switch"(%205#0, %187#0) {T = f32, _class = ["loc:@while/cond/Enter"], device = ""} : (tensor<f32>, tensor<*xi1>) -> (tensor<f32>, tensor<f32>, !tf_executor.control)
      %207:3 = "tf_executor.Merge"(%201#0, %206#1) {N = 2 : i64, T = f32, device = ""} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<i32>, !tf_executor.control)
      %208:2 = "tf_executor.island"() ({
        %211 = "tf.TensorArrayWriteV3"(%20#0, %176#0, %207#0, %114#0) {_class = ["loc:@while/cond/Merge"], device = ""} : (tensor<2x!tf_type.resource<tensor<f32>>>, tensor<*xi32>, tensor<f32>, tensor<*xf32>) -> tensor<f32>
        "tf_executor.yield"(%211) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %209:2 = "tf_executor.island"(%178#1) ({
        %210 = "tf.StackPushV2"(%45#0, %208#0) {_class = ["loc:@while/cond/Merge"], device = "", swap_memory = false} : (tensor<2x!tf_type.resource>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%210) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      "tf_executor.NextIteration.Sink"(%2#1, %178#0, %209#1, %179#1, %188#1, %200) {T = i32, _class = ["loc:@while/Exit_1"], device = ""} : (!tf_executor.token, tensor<*xi32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control) -> ()
      "tf_executor.NextIteration.Sink"(%1#1, %208#0) {T = f32, device = ""} : (!tf_executor.token, tensor<f32>) -> ()
      "tf_executor.fetch"(%88#0) : (tensor<*xf32>) -> ()
    }) : () -> tensor<*xf32>
    "func.return"(%0) : (tensor<*xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "", outputs = "dx"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

