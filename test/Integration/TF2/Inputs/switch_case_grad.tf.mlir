#loc = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%arg16: tensor<4xf32> loc(unknown), %arg17: tensor<i32> loc(unknown)):
    %92:3 = "tf_executor.graph"() ({
      %93:2 = "tf_executor.island"() ({
        %136 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc80)
        "tf_executor.yield"(%136) : (tensor<1xi32>) -> () loc(#loc80)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc80)
      %94:2 = "tf_executor.island"() ({
        %135 = "tf.Const"() {device = "", value = dense<5> : tensor<i32>} : () -> tensor<i32> loc(#loc81)
        "tf_executor.yield"(%135) : (tensor<i32>) -> () loc(#loc81)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc81)
      %95:2 = "tf_executor.island"() ({
        %134 = "tf.Const"() {device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc82)
        "tf_executor.yield"(%134) : (tensor<1xi32>) -> () loc(#loc82)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc82)
      %96:2 = "tf_executor.island"() ({
        %133 = "tf.Const"() {device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc83)
        "tf_executor.yield"(%133) : (tensor<1xi32>) -> () loc(#loc83)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc83)
      %97:2 = "tf_executor.island"() ({
        %132 = "tf.AddV2"(%arg17, %94#0) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc84)
        "tf_executor.yield"(%132) : (tensor<i32>) -> () loc(#loc84)
      }) : () -> (tensor<i32>, !tf_executor.control) loc(#loc84)
      %98:2 = "tf_executor.island"() ({
        %131 = "tf.Const"() {device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc85)
        "tf_executor.yield"(%131) : (tensor<f32>) -> () loc(#loc85)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc85)
      %99:2 = "tf_executor.island"() ({
        %130 = "tf.Reshape"(%98#0, %96#0) {device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32> loc(#loc86)
        "tf_executor.yield"(%130) : (tensor<1xf32>) -> () loc(#loc86)
      }) : () -> (tensor<1xf32>, !tf_executor.control) loc(#loc86)
      %100:2 = "tf_executor.island"() ({
        %129 = "tf.Tile"(%99#0, %95#0) {device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32> loc(#loc87)
        "tf_executor.yield"(%129) : (tensor<4xf32>) -> () loc(#loc87)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc87)
      %101:2 = "tf_executor.island"() ({
        %128 = "tf.Case"(%97#0, %100#0) {Tin = [f32], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], branches = [@switch_case_1_indexed_case_branch0_25_grad_870, @switch_case_1_indexed_case_branch1_26_grad_920], device = "", is_stateless = true, output_shapes = [#tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc88)
        "tf_executor.yield"(%128) : (tensor<4xf32>) -> () loc(#loc88)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc88)
      %102:2 = "tf_executor.island"() ({
        %127 = "tf.Identity"(%101#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc89)
        "tf_executor.yield"(%127) : (tensor<4xf32>) -> () loc(#loc89)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc89)
      %103:3 = "tf_executor.island"() ({
        %126:2 = "tf.Case"(%arg17, %arg16) {Tin = [f32], Tout = [f32, !tf_type.variant], _lower_using_switch_merge = true, _read_only_resource_inputs = [], branches = [@switch_case_indexed_case_branch0_4_rewritten0, @switch_case_indexed_case_branch1_5_rewritten0, @switch_case_indexed_case_branch2_6_rewritten0], device = "", is_stateless = true, output_shapes = [#tf_type.shape<4>, #tf_type.shape<>]} : (tensor<i32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<!tf_type.variant>) loc(#loc90)
        "tf_executor.yield"(%126#0, %126#1) : (tensor<4xf32>, tensor<!tf_type.variant>) -> () loc(#loc90)
      }) : () -> (tensor<4xf32>, tensor<!tf_type.variant>, !tf_executor.control) loc(#loc90)
      %104:2 = "tf_executor.island"() ({
        %125 = "tf.Case"(%arg17, %100#0, %arg16, %103#1) {Tin = [f32, f32, !tf_type.variant], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], branches = [@switch_case_indexed_case_branch0_4_grad_440, @switch_case_indexed_case_branch1_5_grad_520, @switch_case_indexed_case_branch2_6_grad_720], device = "", is_stateless = true, output_shapes = [#tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<!tf_type.variant>) -> tensor<4xf32> loc(#loc91)
        "tf_executor.yield"(%125) : (tensor<4xf32>) -> () loc(#loc91)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc91)
      %105:2 = "tf_executor.island"() ({
        %124 = "tf.Identity"(%104#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc92)
        "tf_executor.yield"(%124) : (tensor<4xf32>) -> () loc(#loc92)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc92)
      %106:2 = "tf_executor.island"() ({
        %123 = "tf.AddN"(%105#0, %102#0) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc93)
        "tf_executor.yield"(%123) : (tensor<4xf32>) -> () loc(#loc93)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc93)
      %107:2 = "tf_executor.island"() ({
        %122 = "tf.Identity"(%106#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc94)
        "tf_executor.yield"(%122) : (tensor<4xf32>) -> () loc(#loc94)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc94)
      %108:2 = "tf_executor.island"() ({
        %121 = "tf.Identity"(%103#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc95)
        "tf_executor.yield"(%121) : (tensor<4xf32>) -> () loc(#loc95)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc95)
      %109:2 = "tf_executor.island"() ({
        %120 = "tf.Identity"(%108#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc96)
        "tf_executor.yield"(%120) : (tensor<4xf32>) -> () loc(#loc96)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc96)
      %110:2 = "tf_executor.island"() ({
        %119 = "tf.Case"(%97#0, %arg16) {Tin = [f32], Tout = [f32], _lower_using_switch_merge = true, _read_only_resource_inputs = [], branches = [@switch_case_1_indexed_case_branch0_250, @switch_case_1_indexed_case_branch1_260], device = "", is_stateless = true, output_shapes = [#tf_type.shape<4>]} : (tensor<i32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc97)
        "tf_executor.yield"(%119) : (tensor<4xf32>) -> () loc(#loc97)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc97)
      %111:2 = "tf_executor.island"() ({
        %118 = "tf.Identity"(%110#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc98)
        "tf_executor.yield"(%118) : (tensor<4xf32>) -> () loc(#loc98)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc98)
      %112:2 = "tf_executor.island"() ({
        %117 = "tf.Identity"(%111#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc99)
        "tf_executor.yield"(%117) : (tensor<4xf32>) -> () loc(#loc99)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc99)
      %113:2 = "tf_executor.island"() ({
        %116 = "tf.AddV2"(%108#0, %111#0) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc100)
        "tf_executor.yield"(%116) : (tensor<4xf32>) -> () loc(#loc100)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc100)
      %114:2 = "tf_executor.island"() ({
        %115 = "tf.Sum"(%113#0, %93#0) {device = "", keep_dims = false} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32> loc(#loc101)
        "tf_executor.yield"(%115) : (tensor<f32>) -> () loc(#loc101)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc101)
      "tf_executor.fetch"(%109#0, %112#0, %107#0) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) loc(#loc)
    "func.return"(%92#0, %92#1, %92#2) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> () loc(#loc)
  }) {tf.entry_function = {control_outputs = "", inputs = "x,i", outputs = "Identity,Identity_1,Identity_2"}} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "gradient_tape/Tile"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "switch_case_1_indexed_case_branch0_25_grad_870", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<4xf32> loc(unknown)):
    %87 = "tf_executor.graph"() ({
      %88:2 = "tf_executor.island"() ({
        %91 = "tf.Identity"(%arg15) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc102)
        "tf_executor.yield"(%91) : (tensor<4xf32>) -> () loc(#loc102)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc102)
      %89:2 = "tf_executor.island"() ({
        %90 = "tf.Identity"(%88#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc103)
        "tf_executor.yield"(%90) : (tensor<4xf32>) -> () loc(#loc103)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc103)
      "tf_executor.fetch"(%89#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%87) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "gradient_tape/Tile"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "switch_case_1_indexed_case_branch1_26_grad_920", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<4xf32> loc(unknown)):
    %80 = "tf_executor.graph"() ({
      %81:2 = "tf_executor.island"() ({
        %86 = "tf.Identity"(%arg14) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc104)
        "tf_executor.yield"(%86) : (tensor<4xf32>) -> () loc(#loc104)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc104)
      %82:2 = "tf_executor.island"() ({
        %85 = "tf.Neg"(%81#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc105)
        "tf_executor.yield"(%85) : (tensor<4xf32>) -> () loc(#loc105)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc105)
      %83:2 = "tf_executor.island"() ({
        %84 = "tf.Identity"(%82#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc106)
        "tf_executor.yield"(%84) : (tensor<4xf32>) -> () loc(#loc106)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc106)
      "tf_executor.fetch"(%83#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%80) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<!tf_type.variant>), sym_name = "switch_case_indexed_case_branch0_4_rewritten0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4xf32> loc(unknown)):
    %73:2 = "tf_executor.graph"() ({
      %74:2 = "tf_executor.island"() ({
        %79 = "tf.OptionalNone"() {device = ""} : () -> tensor<!tf_type.variant> loc(#loc107)
        "tf_executor.yield"(%79) : (tensor<!tf_type.variant>) -> () loc(#loc107)
      }) : () -> (tensor<!tf_type.variant>, !tf_executor.control) loc(#loc107)
      %75:2 = "tf_executor.island"() ({
        %78 = "tf.Sin"(%arg13) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc108)
        "tf_executor.yield"(%78) : (tensor<4xf32>) -> () loc(#loc108)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc108)
      %76:2 = "tf_executor.island"() ({
        %77 = "tf.Identity"(%75#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc109)
        "tf_executor.yield"(%77) : (tensor<4xf32>) -> () loc(#loc109)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc109)
      "tf_executor.fetch"(%76#0, %74#0) : (tensor<4xf32>, tensor<!tf_type.variant>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<!tf_type.variant>) loc(#loc)
    "func.return"(%73#0, %73#1) : (tensor<4xf32>, tensor<!tf_type.variant>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>), sym_name = "switch_case_indexed_case_branch1_5_rewritten0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<4xf32> loc(unknown)):
    %62:2 = "tf_executor.graph"() ({
      %63:2 = "tf_executor.island"() ({
        %72 = "tf.Const"() {device = "", value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc110)
        "tf_executor.yield"(%72) : (tensor<f32>) -> () loc(#loc110)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc110)
      %64:2 = "tf_executor.island"() ({
        %71 = "tf.Mul"(%arg12, %arg12) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc111)
        "tf_executor.yield"(%71) : (tensor<4xf32>) -> () loc(#loc111)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc111)
      %65:2 = "tf_executor.island"() ({
        %70 = "tf.OptionalFromValue"(%64#0) {device = ""} : (tensor<4xf32>) -> tensor<!tf_type.variant<tensor<4xf32>>> loc(#loc112)
        "tf_executor.yield"(%70) : (tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc112)
      }) : () -> (tensor<!tf_type.variant<tensor<4xf32>>>, !tf_executor.control) loc(#loc112)
      %66:2 = "tf_executor.island"() ({
        %69 = "tf.Mul"(%64#0, %63#0) {device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc113)
        "tf_executor.yield"(%69) : (tensor<4xf32>) -> () loc(#loc113)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc113)
      %67:2 = "tf_executor.island"() ({
        %68 = "tf.Identity"(%66#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc114)
        "tf_executor.yield"(%68) : (tensor<4xf32>) -> () loc(#loc114)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc114)
      "tf_executor.fetch"(%67#0, %65#0) : (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) loc(#loc)
    "func.return"(%62#0, %62#1) : (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>), sym_name = "switch_case_indexed_case_branch2_6_rewritten0", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<4xf32> loc(unknown)):
    %55:2 = "tf_executor.graph"() ({
      %56:2 = "tf_executor.island"() ({
        %61 = "tf.Exp"(%arg11) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc115)
        "tf_executor.yield"(%61) : (tensor<4xf32>) -> () loc(#loc115)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc115)
      %57:2 = "tf_executor.island"() ({
        %60 = "tf.Identity"(%56#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc116)
        "tf_executor.yield"(%60) : (tensor<4xf32>) -> () loc(#loc116)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc116)
      %58:2 = "tf_executor.island"() ({
        %59 = "tf.OptionalFromValue"(%56#0) {device = ""} : (tensor<4xf32>) -> tensor<!tf_type.variant<tensor<4xf32>>> loc(#loc117)
        "tf_executor.yield"(%59) : (tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc117)
      }) : () -> (tensor<!tf_type.variant<tensor<4xf32>>>, !tf_executor.control) loc(#loc117)
      "tf_executor.fetch"(%57#0, %58#0) : (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc)
    }) : () -> (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) loc(#loc)
    "func.return"(%55#0, %55#1) : (tensor<4xf32>, tensor<!tf_type.variant<tensor<4xf32>>>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "gradient_tape/Tile"}, {tf._user_specified_name = "switch_case/indexed_case/Sin/x"}, {}], function_type = (tensor<4xf32>, tensor<4xf32>, tensor<!tf_type.variant>) -> tensor<4xf32>, sym_name = "switch_case_indexed_case_branch0_4_grad_440", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4xf32> loc(unknown), %arg9: tensor<4xf32> loc(unknown), %arg10: tensor<!tf_type.variant> loc(unknown)):
    %46 = "tf_executor.graph"() ({
      %47:2 = "tf_executor.island"() ({
        %54 = "tf.Identity"(%arg8) {_has_manual_control_dependencies = true, device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc118)
        "tf_executor.yield"(%54) : (tensor<4xf32>) -> () loc(#loc118)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc118)
      %48:2 = "tf_executor.island"(%47#1) ({
        %53 = "tf.Cos"(%arg9) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc119)
        "tf_executor.yield"(%53) : (tensor<4xf32>) -> () loc(#loc119)
      }) : (!tf_executor.control) -> (tensor<4xf32>, !tf_executor.control) loc(#loc119)
      %49:2 = "tf_executor.island"() ({
        %52 = "tf.Mul"(%47#0, %48#0) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc120)
        "tf_executor.yield"(%52) : (tensor<4xf32>) -> () loc(#loc120)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc120)
      %50:2 = "tf_executor.island"() ({
        %51 = "tf.Identity"(%49#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc121)
        "tf_executor.yield"(%51) : (tensor<4xf32>) -> () loc(#loc121)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc121)
      "tf_executor.fetch"(%50#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%46) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "gradient_tape/Tile"}, {tf._user_specified_name = "switch_case/indexed_case/mul/x"}, {tf._user_specified_name = "switch_case/indexed_case/mul"}], function_type = (tensor<4xf32>, tensor<4xf32>, tensor<!tf_type.variant>) -> tensor<4xf32>, sym_name = "switch_case_indexed_case_branch1_5_grad_520", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xf32> loc(unknown), %arg6: tensor<4xf32> loc(unknown), %arg7: tensor<!tf_type.variant> loc(unknown)):
    %17 = "tf_executor.graph"() ({
      %18:2 = "tf_executor.island"() ({
        %45 = "tf.Const"() {device = "", value = dense<3.000000e+00> : tensor<f32>} : () -> tensor<f32> loc(#loc122)
        "tf_executor.yield"(%45) : (tensor<f32>) -> () loc(#loc122)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc122)
      %19:2 = "tf_executor.island"() ({
        %44 = "tf.Const"() {device = "", value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc123)
        "tf_executor.yield"(%44) : (tensor<1xi32>) -> () loc(#loc123)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc123)
      %20:2 = "tf_executor.island"() ({
        %43 = "tf.Const"() {device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32> loc(#loc124)
        "tf_executor.yield"(%43) : (tensor<0xi32>) -> () loc(#loc124)
      }) : () -> (tensor<0xi32>, !tf_executor.control) loc(#loc124)
      %21:2 = "tf_executor.island"() ({
        %42 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32> loc(#loc125)
        "tf_executor.yield"(%42) : (tensor<1xi32>) -> () loc(#loc125)
      }) : () -> (tensor<1xi32>, !tf_executor.control) loc(#loc125)
      %22:2 = "tf_executor.island"() ({
        %41 = "tf.Identity"(%arg5) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc126)
        "tf_executor.yield"(%41) : (tensor<4xf32>) -> () loc(#loc126)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc126)
      %23:2 = "tf_executor.island"() ({
        %40 = "tf.Mul"(%22#0, %18#0) {device = ""} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc127)
        "tf_executor.yield"(%40) : (tensor<4xf32>) -> () loc(#loc127)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc127)
      %24:2 = "tf_executor.island"() ({
        %39 = "tf.OptionalGetValue"(%arg7) {device = ""} : (tensor<!tf_type.variant>) -> tensor<4xf32> loc(#loc128)
        "tf_executor.yield"(%39) : (tensor<4xf32>) -> () loc(#loc128)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc128)
      %25:2 = "tf_executor.island"() ({
        %38 = "tf.Mul"(%24#0, %22#0) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc129)
        "tf_executor.yield"(%38) : (tensor<4xf32>) -> () loc(#loc129)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc129)
      %26:2 = "tf_executor.island"() ({
        %37 = "tf.Sum"(%25#0, %21#0) {device = "", keep_dims = true} : (tensor<4xf32>, tensor<1xi32>) -> tensor<1xf32> loc(#loc130)
        "tf_executor.yield"(%37) : (tensor<1xf32>) -> () loc(#loc130)
      }) : () -> (tensor<1xf32>, !tf_executor.control) loc(#loc130)
      %27:2 = "tf_executor.island"() ({
        %36 = "tf.Reshape"(%26#0, %20#0) {device = ""} : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32> loc(#loc131)
        "tf_executor.yield"(%36) : (tensor<f32>) -> () loc(#loc131)
      }) : () -> (tensor<f32>, !tf_executor.control) loc(#loc131)
      %28:2 = "tf_executor.island"() ({
        %35 = "tf.Mul"(%23#0, %arg6) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc132)
        "tf_executor.yield"(%35) : (tensor<4xf32>) -> () loc(#loc132)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc132)
      %29:2 = "tf_executor.island"() ({
        %34 = "tf.Mul"(%23#0, %arg6) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc133)
        "tf_executor.yield"(%34) : (tensor<4xf32>) -> () loc(#loc133)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc133)
      %30:2 = "tf_executor.island"() ({
        %33 = "tf.AddN"(%28#0, %29#0) {_class = ["loc:@gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_grad/Mul"], device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc134)
        "tf_executor.yield"(%33) : (tensor<4xf32>) -> () loc(#loc134)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc134)
      %31:2 = "tf_executor.island"() ({
        %32 = "tf.Identity"(%30#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc135)
        "tf_executor.yield"(%32) : (tensor<4xf32>) -> () loc(#loc135)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc135)
      "tf_executor.fetch"(%31#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%17) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "gradient_tape/Tile"}, {}, {tf._user_specified_name = "switch_case/indexed_case/Exp"}], function_type = (tensor<4xf32>, tensor<4xf32>, tensor<!tf_type.variant>) -> tensor<4xf32>, sym_name = "switch_case_indexed_case_branch2_6_grad_720", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<4xf32> loc(unknown), %arg3: tensor<4xf32> loc(unknown), %arg4: tensor<!tf_type.variant> loc(unknown)):
    %8 = "tf_executor.graph"() ({
      %9:2 = "tf_executor.island"() ({
        %16 = "tf.Identity"(%arg2) {_has_manual_control_dependencies = true, device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc136)
        "tf_executor.yield"(%16) : (tensor<4xf32>) -> () loc(#loc136)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc136)
      %10:2 = "tf_executor.island"(%9#1) ({
        %15 = "tf.OptionalGetValue"(%arg4) {device = ""} : (tensor<!tf_type.variant>) -> tensor<4xf32> loc(#loc137)
        "tf_executor.yield"(%15) : (tensor<4xf32>) -> () loc(#loc137)
      }) : (!tf_executor.control) -> (tensor<4xf32>, !tf_executor.control) loc(#loc137)
      %11:2 = "tf_executor.island"() ({
        %14 = "tf.Mul"(%9#0, %10#0) {device = ""} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc138)
        "tf_executor.yield"(%14) : (tensor<4xf32>) -> () loc(#loc138)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc138)
      %12:2 = "tf_executor.island"() ({
        %13 = "tf.Identity"(%11#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc139)
        "tf_executor.yield"(%13) : (tensor<4xf32>) -> () loc(#loc139)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc139)
      "tf_executor.fetch"(%12#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%8) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "switch_case_1_indexed_case_branch0_250", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4xf32> loc(unknown)):
    %5 = "tf_executor.graph"() ({
      %6:2 = "tf_executor.island"() ({
        %7 = "tf.Identity"(%arg1) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc140)
        "tf_executor.yield"(%7) : (tensor<4xf32>) -> () loc(#loc140)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc140)
      "tf_executor.fetch"(%6#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%5) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
  "func.func"() <{arg_attrs = [{tf._user_specified_name = "x"}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "switch_case_1_indexed_case_branch1_260", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32> loc(unknown)):
    %0 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %4 = "tf.Neg"(%arg0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc141)
        "tf_executor.yield"(%4) : (tensor<4xf32>) -> () loc(#loc141)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc141)
      %2:2 = "tf_executor.island"() ({
        %3 = "tf.Identity"(%1#0) {device = ""} : (tensor<4xf32>) -> tensor<4xf32> loc(#loc142)
        "tf_executor.yield"(%3) : (tensor<4xf32>) -> () loc(#loc142)
      }) : () -> (tensor<4xf32>, !tf_executor.control) loc(#loc142)
      "tf_executor.fetch"(%2#0) : (tensor<4xf32>) -> () loc(#loc)
    }) : () -> tensor<4xf32> loc(#loc)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc)
  }) {tf._construction_context = "kEagerRuntime"} : () -> () loc(#loc)
}) {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = 2474 : i32}} : () -> () loc(#loc)
#loc1 = loc("Const:")
#loc2 = loc("Const")
#loc3 = loc("add/y")
#loc4 = loc("gradient_tape/Const")
#loc5 = loc("gradient_tape/Reshape/shape")
#loc6 = loc("AddV2:")
#loc7 = loc("add")
#loc8 = loc("ones")
#loc9 = loc("Reshape:")
#loc10 = loc("gradient_tape/Reshape")
#loc11 = loc("Tile:")
#loc12 = loc("gradient_tape/Tile")
#loc13 = loc("StatelessCase:")
#loc14 = loc("gradient_tape/switch_case_1/indexed_case/gradient")
#loc15 = loc("Identity:")
#loc16 = loc("gradient_tape/switch_case_1/indexed_case/Identity")
#loc17 = loc("switch_case/indexed_case")
#loc18 = loc("gradient_tape/switch_case/indexed_case/gradient")
#loc19 = loc("gradient_tape/switch_case/indexed_case/Identity")
#loc20 = loc("AddN:")
#loc21 = loc("AddN")
#loc22 = loc("Identity_2")
#loc23 = loc("switch_case/indexed_case/Identity")
#loc24 = loc("Identity")
#loc25 = loc("switch_case_1/indexed_case")
#loc26 = loc("switch_case_1/indexed_case/Identity")
#loc27 = loc("Identity_1")
#loc28 = loc("add_1")
#loc29 = loc("Sum:")
#loc30 = loc("Sum")
#loc31 = loc("gradient_tape/switch_case_1/indexed_case/gradients/grad_ys_0@switch_case_1_indexed_case_branch0_25_grad_87")
#loc32 = loc("gradient_tape/switch_case_1/indexed_case/Identity@switch_case_1_indexed_case_branch0_25_grad_87")
#loc33 = loc("gradient_tape/switch_case_1/indexed_case/gradients/grad_ys_0@switch_case_1_indexed_case_branch1_26_grad_92")
#loc34 = loc("Neg:")
#loc35 = loc("gradient_tape/switch_case_1/indexed_case/gradients/switch_case_1/indexed_case/Neg_grad/Neg@switch_case_1_indexed_case_branch1_26_grad_92")
#loc36 = loc("gradient_tape/switch_case_1/indexed_case/Identity@switch_case_1_indexed_case_branch1_26_grad_92")
#loc37 = loc("OptionalNone:")
#loc38 = loc("switch_case/indexed_case/OptionalNone@switch_case_indexed_case_branch0_4_rewritten")
#loc39 = loc("Sin:")
#loc40 = loc("switch_case/indexed_case/Sin@switch_case_indexed_case_branch0_4_rewritten")
#loc41 = loc("switch_case/indexed_case/Identity@switch_case_indexed_case_branch0_4_rewritten")
#loc42 = loc("switch_case/indexed_case/mul_1/y@switch_case_indexed_case_branch1_5_rewritten")
#loc43 = loc("Mul:")
#loc44 = loc("switch_case/indexed_case/mul@switch_case_indexed_case_branch1_5_rewritten")
#loc45 = loc("OptionalFromValue:")
#loc46 = loc("switch_case/indexed_case/OptionalFromValue@switch_case_indexed_case_branch1_5_rewritten")
#loc47 = loc("switch_case/indexed_case/mul_1@switch_case_indexed_case_branch1_5_rewritten")
#loc48 = loc("switch_case/indexed_case/Identity@switch_case_indexed_case_branch1_5_rewritten")
#loc49 = loc("Exp:")
#loc50 = loc("switch_case/indexed_case/Exp@switch_case_indexed_case_branch2_6_rewritten")
#loc51 = loc("switch_case/indexed_case/Identity@switch_case_indexed_case_branch2_6_rewritten")
#loc52 = loc("switch_case/indexed_case/OptionalFromValue@switch_case_indexed_case_branch2_6_rewritten")
#loc53 = loc("gradient_tape/switch_case/indexed_case/gradients/grad_ys_0@switch_case_indexed_case_branch0_4_grad_44")
#loc54 = loc("Cos:")
#loc55 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/Sin_grad/Cos@switch_case_indexed_case_branch0_4_grad_44")
#loc56 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/Sin_grad/mul@switch_case_indexed_case_branch0_4_grad_44")
#loc57 = loc("gradient_tape/switch_case/indexed_case/Identity@switch_case_indexed_case_branch0_4_grad_44")
#loc58 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Mul/Const@switch_case_indexed_case_branch1_5_grad_52")
#loc59 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Shape@switch_case_indexed_case_branch1_5_grad_52")
#loc60 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Shape_1@switch_case_indexed_case_branch1_5_grad_52")
#loc61 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Sum/reduction_indices@switch_case_indexed_case_branch1_5_grad_52")
#loc62 = loc("gradient_tape/switch_case/indexed_case/gradients/grad_ys_0@switch_case_indexed_case_branch1_5_grad_52")
#loc63 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Mul@switch_case_indexed_case_branch1_5_grad_52")
#loc64 = loc("OptionalGetValue:")
#loc65 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Mul_1/OptionalGetValue@switch_case_indexed_case_branch1_5_grad_52")
#loc66 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Mul_1@switch_case_indexed_case_branch1_5_grad_52")
#loc67 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Sum@switch_case_indexed_case_branch1_5_grad_52")
#loc68 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_1_grad/Reshape@switch_case_indexed_case_branch1_5_grad_52")
#loc69 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_grad/Mul@switch_case_indexed_case_branch1_5_grad_52")
#loc70 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/mul_grad/Mul_1@switch_case_indexed_case_branch1_5_grad_52")
#loc71 = loc("gradient_tape/switch_case/indexed_case/gradients/AddN@switch_case_indexed_case_branch1_5_grad_52")
#loc72 = loc("gradient_tape/switch_case/indexed_case/Identity@switch_case_indexed_case_branch1_5_grad_52")
#loc73 = loc("gradient_tape/switch_case/indexed_case/gradients/grad_ys_0@switch_case_indexed_case_branch2_6_grad_72")
#loc74 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/Exp_grad/mul/OptionalGetValue@switch_case_indexed_case_branch2_6_grad_72")
#loc75 = loc("gradient_tape/switch_case/indexed_case/gradients/switch_case/indexed_case/Exp_grad/mul@switch_case_indexed_case_branch2_6_grad_72")
#loc76 = loc("gradient_tape/switch_case/indexed_case/Identity@switch_case_indexed_case_branch2_6_grad_72")
#loc77 = loc("switch_case_1/indexed_case/Identity@switch_case_1_indexed_case_branch0_25")
#loc78 = loc("switch_case_1/indexed_case/Neg@switch_case_1_indexed_case_branch1_26")
#loc79 = loc("switch_case_1/indexed_case/Identity@switch_case_1_indexed_case_branch1_26")
#loc80 = loc(fused[#loc1, #loc2])
#loc81 = loc(fused[#loc1, #loc3])
#loc82 = loc(fused[#loc1, #loc4])
#loc83 = loc(fused[#loc1, #loc5])
#loc84 = loc(fused[#loc6, #loc7])
#loc85 = loc(fused[#loc1, #loc8])
#loc86 = loc(fused[#loc9, #loc10])
#loc87 = loc(fused[#loc11, #loc12])
#loc88 = loc(fused[#loc13, #loc14])
#loc89 = loc(fused[#loc15, #loc16])
#loc90 = loc(fused[#loc13, #loc17])
#loc91 = loc(fused[#loc13, #loc18])
#loc92 = loc(fused[#loc15, #loc19])
#loc93 = loc(fused[#loc20, #loc21])
#loc94 = loc(fused[#loc15, #loc22])
#loc95 = loc(fused[#loc15, #loc23])
#loc96 = loc(fused[#loc15, #loc24])
#loc97 = loc(fused[#loc13, #loc25])
#loc98 = loc(fused[#loc15, #loc26])
#loc99 = loc(fused[#loc15, #loc27])
#loc100 = loc(fused[#loc6, #loc28])
#loc101 = loc(fused[#loc29, #loc30])
#loc102 = loc(fused[#loc15, #loc31])
#loc103 = loc(fused[#loc15, #loc32])
#loc104 = loc(fused[#loc15, #loc33])
#loc105 = loc(fused[#loc34, #loc35])
#loc106 = loc(fused[#loc15, #loc36])
#loc107 = loc(fused[#loc37, #loc38])
#loc108 = loc(fused[#loc39, #loc40])
#loc109 = loc(fused[#loc15, #loc41])
#loc110 = loc(fused[#loc1, #loc42])
#loc111 = loc(fused[#loc43, #loc44])
#loc112 = loc(fused[#loc45, #loc46])
#loc113 = loc(fused[#loc43, #loc47])
#loc114 = loc(fused[#loc15, #loc48])
#loc115 = loc(fused[#loc49, #loc50])
#loc116 = loc(fused[#loc15, #loc51])
#loc117 = loc(fused[#loc45, #loc52])
#loc118 = loc(fused[#loc15, #loc53])
#loc119 = loc(fused[#loc54, #loc55])
#loc120 = loc(fused[#loc43, #loc56])
#loc121 = loc(fused[#loc15, #loc57])
#loc122 = loc(fused[#loc1, #loc58])
#loc123 = loc(fused[#loc1, #loc59])
#loc124 = loc(fused[#loc1, #loc60])
#loc125 = loc(fused[#loc1, #loc61])
#loc126 = loc(fused[#loc15, #loc62])
#loc127 = loc(fused[#loc43, #loc63])
#loc128 = loc(fused[#loc64, #loc65])
#loc129 = loc(fused[#loc43, #loc66])
#loc130 = loc(fused[#loc29, #loc67])
#loc131 = loc(fused[#loc9, #loc68])
#loc132 = loc(fused[#loc43, #loc69])
#loc133 = loc(fused[#loc43, #loc70])
#loc134 = loc(fused[#loc20, #loc71])
#loc135 = loc(fused[#loc15, #loc72])
#loc136 = loc(fused[#loc15, #loc73])
#loc137 = loc(fused[#loc64, #loc74])
#loc138 = loc(fused[#loc43, #loc75])
#loc139 = loc(fused[#loc15, #loc76])
#loc140 = loc(fused[#loc15, #loc77])
#loc141 = loc(fused[#loc34, #loc78])
#loc142 = loc(fused[#loc15, #loc79])

