"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2x3x2x2xf32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<2x3x4x5xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5xf32>, %arg4: tensor<2x3x4x5xf32>, %arg5: tensor<2x3x4x5xf32>, %arg6: tensor<3xf32>, %arg7: tensor<3xf32>, %arg8: tensor<3xf32>, %arg9: tensor<3xf32>, %arg10: tensor<2x3x2x2xf32>, %arg11: tensor<2x3x2x2xf32>, %arg12: tensor<3xf32>, %arg13: tensor<3xf32>, %arg14: tensor<2x3x2x2xf32>, %arg15: tensor<2x3x2x2xf32>, %arg16: tensor<2xf32>, %arg17: tensor<2xf32>, %arg18: tensor<2xf32>, %arg19: tensor<2xf32>):
    %0:16 = "tf_executor.graph"() ({
      %1:2 = "tf_executor.island"() ({
        %1098 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%1098) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %2:2 = "tf_executor.island"() ({
        %1097 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%1097) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %3:2 = "tf_executor.island"() ({
        %1096 = "tf.Const"() {device = "", value = dense<[7.254740e-01, -0.0391782559, -0.228754178]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%1096) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %4:2 = "tf_executor.island"() ({
        %1095 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1095) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %5:2 = "tf_executor.island"() ({
        %1094 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1094) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %6:2 = "tf_executor.island"() ({
        %1093 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1093) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %7:2 = "tf_executor.island"() ({
        %1092 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%1092) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %8:2 = "tf_executor.island"() ({
        %1091 = "tf.Const"() {device = "", value = dense<> : tensor<0xf32>} : () -> tensor<0xf32>
        "tf_executor.yield"(%1091) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %9:2 = "tf_executor.island"() ({
        %1090 = "tf.Const"() {device = "", value = dense<[[[[0.75133723, 0.140395433], [-0.926871955, -0.182420403]], [[-0.491125137, 0.134373114], [-0.268371314, -0.131675631]], [[1.01855242, 1.23055816], [-1.18110323, -0.459930092]]], [[[-0.790799975, 1.22372222], [-0.0593679026, 1.44898939]], [[-0.477580845, 0.0259999949], [-1.34869647, 1.30253553]], [[-0.362612098, -1.48515642], [-0.592461288, -2.30490804]]]]> : tensor<2x3x2x2xf32>} : () -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%1090) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %10:2 = "tf_executor.island"() ({
        %1089 = "tf.Const"() {device = "", value = dense<[-0.0318171717, 0.112487741, 0.288078159]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%1089) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %11:2 = "tf_executor.island"() ({
        %1088 = "tf.Const"() {device = "", value = dense<[1.49810815, -0.300976157, 0.807455897]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%1088) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %12:2 = "tf_executor.island"() ({
        %1087 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1087) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %13:2 = "tf_executor.island"() ({
        %1086 = "tf.Const"() {device = "", value = dense<"0x55B38F3E1DBC95BDF985943F262EBD3EDBCBF33F1B378E3F7DB7283FE64FD0BF99311A3F3B2FD73E879A4F3F47B0853FE83FCDBE08F2523F40F30FBF7239FA3F647DAABF3E5EE1BFD64AD3BF73FB63BF2C3F8FBFCB60FA3FF12AA7BECDDCABBF1AA48E3F6F2616BF36519EBFFB36603FAA941F3FA4B2DEBE452AB43F3433043E34F8CE3FA0B3003FF186C73F850EE03D96209CBF75C21C40DBB70BBF279C4BBE514D33BFA24650BE577E783E92AC4E3EA038293F7165E53F21B6F6BDE6D69DBF335697BFE36E2ABF0C4CD6BF2835533FD915FFBE6C399FBEA2EBF7BA75C4B2BF3B7F5CBFE5B92C3F95581E3F6EE7E2BE9CBFE73F0F22A7BF2AA2B0BE41616CBEE8C132C0F200F83FDF8FBB3E1BB585BF6D460340F2ED153FDAEADB3E3F641BBF4D8BD93D7E49C3BFD5864B3F61B6BFBEEE43093EEFDC993F81CA913E2262863E51918D3EB0B73BBF6804563FCB8CC53F1641423F6289623F869560BF4E275EBFA06EB8BF78BA9D3FDD2382BE162EB33F5D2B48BF2D01E0BE3A6EC33D27E46B3F33D5783D1631583ED264873CB370353E7DE88EBF1CBDA53D900E3FBEC9C068BD8913FC3EEC402EBF8B12ADBDD13F98BE9CA8D53EBBE6483FC09674BF3AFE153FCB350440DF4EBCBF258654BF896D61BFE6E58EBE85B9CF3F2FC55A3C71D731BF"> : tensor<2x3x4x5xf32>} : () -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1086) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %14:2 = "tf_executor.island"() ({
        %1085 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1085) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %15:2 = "tf_executor.island"() ({
        %1084 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1084) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %16:2 = "tf_executor.island"() ({
        %1083 = "tf.Const"() {device = "", value = dense<[[[[-1.09033835, 1.70018816], [0.608783662, -1.88141084]], [[0.497269094, 0.237332702], [-2.14444399, -0.369562417]], [[-0.017454952, 0.731402516], [0.954495668, 0.0957467705]]], [[[1.03345084, -0.14627327], [-0.857496798, -0.934181869]], [[0.542645276, -1.9581691], [0.67780757, -1.1065731]], [[-0.359224081, 0.505381882], [1.21794093, -1.94068098]]]]> : tensor<2x3x2x2xf32>} : () -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%1083) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %17:2 = "tf_executor.island"() ({
        %1082 = "tf.Const"() {device = "", value = dense<[-0.806178212, 0.0490616933]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%1082) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %18:2 = "tf_executor.island"() ({
        %1081 = "tf.Const"() {device = "", value = dense<[-0.596086323, 0.861623108]> : tensor<2xf32>} : () -> tensor<2xf32>
        "tf_executor.yield"(%1081) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %19:2 = "tf_executor.island"() ({
        %1080 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1080) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %20:2 = "tf_executor.island"() ({
        %1079 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1079) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %21:2 = "tf_executor.island"() ({
        %1078 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1078) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %22:2 = "tf_executor.island"() ({
        %1077 = "tf.Const"() {device = "", value = dense<[0.621803522, -0.599804521, 1.12341213, 0.305267036, 1.3887794]> : tensor<5xf32>} : () -> tensor<5xf32>
        "tf_executor.yield"(%1077) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %23:2 = "tf_executor.island"() ({
        %1076 = "tf.Const"() {device = "", value = dense<[-0.66134423, 3.03085709, 0.824584603, 0.654580175, -0.0511884466]> : tensor<5xf32>} : () -> tensor<5xf32>
        "tf_executor.yield"(%1076) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %24:2 = "tf_executor.island"() ({
        %1075 = "tf.Const"() {device = "", value = dense<[0, 1, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1075) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %25:2 = "tf_executor.island"() ({
        %1074 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1074) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %26:2 = "tf_executor.island"() ({
        %1073 = "tf.Const"() {device = "", value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1073) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %27:2 = "tf_executor.island"() ({
        %1072 = "tf.Const"() {device = "", value = dense<"0x69E519BFD55A0E3FBDCED83F3B98493E35F22D3E37FE94BF7380313FB31042BF9C104FBF5AB40E3F3862393EEDB78D3F31B0B83F92280ABF4275033E4955E13F1E6F773F628A363FC331A73F43C71ABF21F7223F6A62B43F0E7ACF3F21624EBF71DB80BE3EF3C33E76F793BE239CC8BEB61A2F3F27F2B4BE54DAE4BF0D44B93E1E57D9BE9D453BBF1C6AC8BFEFC4813F03890EC0C383D9BFB23B8DBE6B4E9D3F71A4A73F79D693BF37E535BEA256C1BF3C6F813F0100BDBFE8A112BED038843F81C063BE372EBC3FDCB85EBF8906BD3EB4705A3F98100FBEBF72B13F38520C3FF397D1BFBF597D40830D263FCDD6DB3D4C0CB3BFE375A73DA07DEBBE5DF4243F924BBE3E6A2FED3F58AA113E1875033FAAB2BE3EB60D18BE43CD3BBE93ED8C3FDCAF473F162321BF13858EBF440E8ABD11AA943F4F85E1BC2F8BDF3F026B46BF380A113E1F0B21C0B17D18BF26459EBED1CC023FF8F6DA3F02210F3DF919BA3FEE63293F94817C3FD9ABEEBE6547B13FE55689BF6E85FD3E58BA73BF30A504BF460FBBBF602F04BF98C5B33E87D78CBD9083ACBF3441BC3F39A8AC3E4A08813FA204493FC6342ABF4CF7F8BF40596ABFE8D19C3F99DA86BF3DE8503FB4C61CBF9D45C93E3576E9BFB862953FA67B22BD7BC5623F186B423EE94D4C3FBFC1D0BD"> : tensor<2x3x4x5xf32>} : () -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1072) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %28:2 = "tf_executor.island"() ({
        %1071 = "tf.Const"() {device = "", value = dense<[0.743356525, -1.50957263, -1.08071065]> : tensor<3xf32>} : () -> tensor<3xf32>
        "tf_executor.yield"(%1071) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %29:2 = "tf_executor.island"() ({
        %1070 = "tf.Identity"(%arg1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1070) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %30:2 = "tf_executor.island"() ({
        %1069 = "tf.Identity"(%arg5) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1069) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %31:2 = "tf_executor.island"() ({
        %1068 = "tf.Identity"(%arg11) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%1068) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %32:2 = "tf_executor.island"() ({
        %1067 = "tf.Identity"(%arg15) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%1067) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %33:2 = "tf_executor.island"() ({
        %1066 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%1066) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %34:2 = "tf_executor.island"() ({
        %1065 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1065) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %35:2 = "tf_executor.island"() ({
        %1064 = "tf.Const"() {_class = ["loc:@Sum_1"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1064) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %36:2 = "tf_executor.island"() ({
        %1063 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1063) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %37:2 = "tf_executor.island"() ({
        %1062 = "tf.Const"() {_class = ["loc:@Sum_2"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1062) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %38:2 = "tf_executor.island"() ({
        %1061 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1061) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %39:2 = "tf_executor.island"() ({
        %1060 = "tf.Const"() {_class = ["loc:@Sum"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1060) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %40:2 = "tf_executor.island"() ({
        %1059 = "tf.Const"() {_class = ["loc:@add_1"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1059) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %41:2 = "tf_executor.island"() ({
        %1058 = "tf.Fill"(%33#0, %40#0) {_class = ["loc:@add_1"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%1058) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %42:2 = "tf_executor.island"() ({
        %1057 = "tf.Reshape"(%41#0, %35#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%1057) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %43:2 = "tf_executor.island"() ({
        %1056 = "tf.Tile"(%42#0, %34#0) {_class = ["loc:@Sum_1"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%1056) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %44:2 = "tf_executor.island"() ({
        %1055 = "tf.Mul"(%43#0, %22#0) {_class = ["loc:@mul_1"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%1055) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %45:2 = "tf_executor.island"() ({
        %1054 = "tf.Reshape"(%41#0, %37#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%1054) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %46:2 = "tf_executor.island"() ({
        %1053 = "tf.Tile"(%45#0, %36#0) {_class = ["loc:@Sum_2"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%1053) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %47:2 = "tf_executor.island"() ({
        %1052 = "tf.Mul"(%46#0, %23#0) {_class = ["loc:@mul_2"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%1052) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %48:2 = "tf_executor.island"() ({
        %1051 = "tf.Reshape"(%41#0, %39#0) {_class = ["loc:@Sum"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%1051) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %49:2 = "tf_executor.island"() ({
        %1050 = "tf.Tile"(%48#0, %38#0) {_class = ["loc:@Sum"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1050) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %50:2 = "tf_executor.island"() ({
        %1049 = "tf.Mul"(%49#0, %13#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1049) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %51:2 = "tf_executor.island"() ({
        %1048 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1048) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %52:2 = "tf_executor.island"() ({
        %1047 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1047) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %53:2 = "tf_executor.island"() ({
        %1046 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1046) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %54:2 = "tf_executor.island"() ({
        %1045 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.400000e+01> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1045) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %55:2 = "tf_executor.island"() ({
        %1044 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1044) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %56:2 = "tf_executor.island"() ({
        %1043 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%1043) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %57:2 = "tf_executor.island"() ({
        %1042 = "tf.Maximum"(%55#0, %56#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%1042) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %58:2 = "tf_executor.island"() ({
        %1041 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1041) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %59:2 = "tf_executor.island"() ({
        %1040 = "tf.Mean"(%29#0, %58#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%1040) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %60:2 = "tf_executor.island"() ({
        %1039 = "tf.Sub"(%29#0, %59#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1039) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %61:2 = "tf_executor.island"() ({
        %1038 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1038) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %62:2 = "tf_executor.island"() ({
        %1037 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1037) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %63:2 = "tf_executor.island"() ({
        %1036 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1036) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %64:2 = "tf_executor.island"() ({
        %1035 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1035) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %65:2 = "tf_executor.island"() ({
        %1034 = "tf.Reshape"(%47#0, %64#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%1034) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %66:2 = "tf_executor.island"() ({
        %1033 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1033) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %67:2 = "tf_executor.island"() ({
        %1032 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1032) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %68:2 = "tf_executor.island"() ({
        %1031 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1031) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %69:2 = "tf_executor.island"() ({
        %1030 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1030) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %70:2 = "tf_executor.island"() ({
        %1029 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[1, 1, 1, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1029) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %71:2 = "tf_executor.island"() ({
        %1028 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1028) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %72:2 = "tf_executor.island"() ({
        %1027 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1027) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %73:2 = "tf_executor.island"() ({
        %1026 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1026) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %74:2 = "tf_executor.island"() ({
        %1025 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1025) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %75:2 = "tf_executor.island"() ({
        %1024 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1024) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %76:2 = "tf_executor.island"() ({
        %1023 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1023) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %77:2 = "tf_executor.island"() ({
        %1022 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1022) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %78:2 = "tf_executor.island"() ({
        %1021 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1021) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %79:2 = "tf_executor.island"() ({
        %1020 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1020) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %80:2 = "tf_executor.island"() ({
        %1019 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%1019) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %81:2 = "tf_executor.island"() ({
        %1018 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1018) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %82:2 = "tf_executor.island"() ({
        %1017 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1017) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %83:2 = "tf_executor.island"() ({
        %1016 = "tf.Sum"(%29#0, %82#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%1016) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %84:2 = "tf_executor.island"() ({
        %1015 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1015) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %85:2 = "tf_executor.island"() ({
        %1014 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1014) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %86:2 = "tf_executor.island"() ({
        %1013 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1013) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %87:2 = "tf_executor.island"() ({
        %1012 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%1012) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %88:2 = "tf_executor.island"() ({
        %1011 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1011) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %89:2 = "tf_executor.island"() ({
        %1010 = "tf.Tile"(%65#0, %88#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%1010) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %90:2 = "tf_executor.island"() ({
        %1009 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1009) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %91:2 = "tf_executor.island"() ({
        %1008 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1008) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %92:2 = "tf_executor.island"() ({
        %1007 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1007) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %93:2 = "tf_executor.island"() ({
        %1006 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1006) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %94:2 = "tf_executor.island"() ({
        %1005 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1005) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %95:2 = "tf_executor.island"() ({
        %1004 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1004) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %96:2 = "tf_executor.island"() ({
        %1003 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1003) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %97:2 = "tf_executor.island"() ({
        %1002 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%1002) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %98:2 = "tf_executor.island"() ({
        %1001 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%1001) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %99:2 = "tf_executor.island"() ({
        %1000 = "tf.FloorDiv"(%98#0, %57#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%1000) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %100:2 = "tf_executor.island"() ({
        %999 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%999) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %101:2 = "tf_executor.island"() ({
        %998 = "tf.InvertPermutation"(%100#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%998) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %102:2 = "tf_executor.island"() ({
        %997 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%997) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %103:2 = "tf_executor.island"() ({
        %996 = "tf.Transpose"(%30#0, %102#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x3x4x5xf32>, tensor<4xi32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%996) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %104:2 = "tf_executor.island"() ({
        %995 = "tf.InvertPermutation"(%102#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%995) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %105:2 = "tf_executor.island"() ({
        %994 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%994) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %106:2 = "tf_executor.island"() ({
        %993 = "tf.InvertPermutation"(%105#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%993) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %107:2 = "tf_executor.island"() ({
        %992 = "tf.Const"() {_class = ["loc:@add_3"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%992) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %108:2 = "tf_executor.island"() ({
        %991 = "tf.Const"() {_class = ["loc:@Sum_3"], device = "", value = dense<[2, 3, 4, 5]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%991) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %109:2 = "tf_executor.island"() ({
        %990 = "tf.Const"() {_class = ["loc:@Sum_3"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%990) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %110:2 = "tf_executor.island"() ({
        %989 = "tf.Const"() {_class = ["loc:@Sum_4"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%989) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %111:2 = "tf_executor.island"() ({
        %988 = "tf.Const"() {_class = ["loc:@Sum_4"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%988) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %112:2 = "tf_executor.island"() ({
        %987 = "tf.Const"() {_class = ["loc:@Sum_5"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%987) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %113:2 = "tf_executor.island"() ({
        %986 = "tf.Const"() {_class = ["loc:@Sum_5"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%986) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %114:2 = "tf_executor.island"() ({
        %985 = "tf.Const"() {_class = ["loc:@add_3"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%985) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %115:2 = "tf_executor.island"() ({
        %984 = "tf.Fill"(%107#0, %114#0) {_class = ["loc:@add_3"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%984) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %116:2 = "tf_executor.island"() ({
        %983 = "tf.Reshape"(%115#0, %109#0) {_class = ["loc:@Sum_3"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%983) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %117:2 = "tf_executor.island"() ({
        %982 = "tf.Tile"(%116#0, %108#0) {_class = ["loc:@Sum_3"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%982) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %118:2 = "tf_executor.island"() ({
        %981 = "tf.Mul"(%117#0, %27#0) {_class = ["loc:@mul_3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%981) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %119:2 = "tf_executor.island"() ({
        %980 = "tf.Transpose"(%118#0, %106#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x3x4x5xf32>, tensor<4xi32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%980) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %120:2 = "tf_executor.island"() ({
        %979 = "tf.Reshape"(%115#0, %111#0) {_class = ["loc:@Sum_4"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%979) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %121:2 = "tf_executor.island"() ({
        %978 = "tf.Tile"(%120#0, %110#0) {_class = ["loc:@Sum_4"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%978) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %122:2 = "tf_executor.island"() ({
        %977 = "tf.Mul"(%121#0, %28#0) {_class = ["loc:@mul_4"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%977) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %123:2 = "tf_executor.island"() ({
        %976 = "tf.Reshape"(%115#0, %113#0) {_class = ["loc:@Sum_5"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%976) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %124:2 = "tf_executor.island"() ({
        %975 = "tf.Tile"(%123#0, %112#0) {_class = ["loc:@Sum_5"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%975) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %125:2 = "tf_executor.island"() ({
        %974 = "tf.Mul"(%124#0, %3#0) {_class = ["loc:@mul_5"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%974) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %126:2 = "tf_executor.island"() ({
        %973 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[1, 1, 1, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%973) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %127:2 = "tf_executor.island"() ({
        %972 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%972) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %128:2 = "tf_executor.island"() ({
        %971 = "tf.Maximum"(%126#0, %127#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%971) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %129:2 = "tf_executor.island"() ({
        %970 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[1, 1, 1, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%970) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %130:2 = "tf_executor.island"() ({
        %969 = "tf.Reshape"(%125#0, %129#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>, tensor<4xi32>) -> tensor<1x1x1x3xf32>
        "tf_executor.yield"(%969) : (tensor<1x1x1x3xf32>) -> ()
      }) : () -> (tensor<1x1x1x3xf32>, !tf_executor.control)
      %131:2 = "tf_executor.island"() ({
        %968 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[1, 1, 1, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%968) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %132:2 = "tf_executor.island"() ({
        %967 = "tf.Reshape"(%122#0, %131#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>, tensor<4xi32>) -> tensor<1x1x1x3xf32>
        "tf_executor.yield"(%967) : (tensor<1x1x1x3xf32>) -> ()
      }) : () -> (tensor<1x1x1x3xf32>, !tf_executor.control)
      %133:2 = "tf_executor.island"() ({
        %966 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%966) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %134:2 = "tf_executor.island"() ({
        %965 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%965) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %135:2 = "tf_executor.island"() ({
        %964 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%964) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %136:2 = "tf_executor.island"() ({
        %963 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%963) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %137:2 = "tf_executor.island"() ({
        %962 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%962) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %138:2 = "tf_executor.island"() ({
        %961 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%961) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %139:2 = "tf_executor.island"() ({
        %960 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%960) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %140:2 = "tf_executor.island"() ({
        %959 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%959) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %141:2 = "tf_executor.island"() ({
        %958 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%958) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %142:2 = "tf_executor.island"() ({
        %957 = "tf.Sum"(%103#0, %141#0) {_class = ["loc:@FusedBatchNormV3_1"], device = "", keep_dims = false} : (tensor<2x4x5x3xf32>, tensor<3xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%957) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %143:2 = "tf_executor.island"() ({
        %956 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%956) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %144:2 = "tf_executor.island"() ({
        %955 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%955) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %145:2 = "tf_executor.island"() ({
        %954 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%954) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %146:2 = "tf_executor.island"() ({
        %953 = "tf.Tile"(%130#0, %145#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x1x3xf32>, tensor<4xi32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%953) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %147:2 = "tf_executor.island"() ({
        %952 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%952) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %148:2 = "tf_executor.island"() ({
        %951 = "tf.Tile"(%132#0, %147#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x1x3xf32>, tensor<4xi32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%951) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %149:2 = "tf_executor.island"() ({
        %950 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%950) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %150:2 = "tf_executor.island"() ({
        %949 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_1"], device = "", value = dense<[2, 4, 5, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%949) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %151:2 = "tf_executor.island"() ({
        %948 = "tf.FloorDiv"(%150#0, %128#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%948) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %152:2 = "tf_executor.island"() ({
        %947 = "tf.Const"() {_class = ["loc:@add_5"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%947) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %153:2 = "tf_executor.island"() ({
        %946 = "tf.Const"() {_class = ["loc:@Sum_6"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%946) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %154:2 = "tf_executor.island"() ({
        %945 = "tf.Const"() {_class = ["loc:@Sum_6"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%945) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %155:2 = "tf_executor.island"() ({
        %944 = "tf.Const"() {_class = ["loc:@Sum_7"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%944) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %156:2 = "tf_executor.island"() ({
        %943 = "tf.Const"() {_class = ["loc:@Sum_7"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%943) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %157:2 = "tf_executor.island"() ({
        %942 = "tf.Const"() {_class = ["loc:@Sum_8"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%942) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %158:2 = "tf_executor.island"() ({
        %941 = "tf.Const"() {_class = ["loc:@Sum_8"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%941) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %159:2 = "tf_executor.island"() ({
        %940 = "tf.Const"() {_class = ["loc:@add_5"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%940) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %160:2 = "tf_executor.island"() ({
        %939 = "tf.Fill"(%152#0, %159#0) {_class = ["loc:@add_5"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%939) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %161:2 = "tf_executor.island"() ({
        %938 = "tf.Reshape"(%160#0, %154#0) {_class = ["loc:@Sum_6"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%938) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %162:2 = "tf_executor.island"() ({
        %937 = "tf.Tile"(%161#0, %153#0) {_class = ["loc:@Sum_6"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%937) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %163:2 = "tf_executor.island"() ({
        %936 = "tf.Mul"(%162#0, %9#0) {_class = ["loc:@mul_6"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%936) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %164:2 = "tf_executor.island"() ({
        %935 = "tf.Reshape"(%160#0, %156#0) {_class = ["loc:@Sum_7"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%935) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %165:2 = "tf_executor.island"() ({
        %934 = "tf.Tile"(%164#0, %155#0) {_class = ["loc:@Sum_7"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%934) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %166:2 = "tf_executor.island"() ({
        %933 = "tf.Mul"(%165#0, %10#0) {_class = ["loc:@mul_7"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%933) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %167:2 = "tf_executor.island"() ({
        %932 = "tf.Reshape"(%160#0, %158#0) {_class = ["loc:@Sum_8"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%932) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %168:2 = "tf_executor.island"() ({
        %931 = "tf.Tile"(%167#0, %157#0) {_class = ["loc:@Sum_8"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%931) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %169:2 = "tf_executor.island"() ({
        %930 = "tf.Mul"(%168#0, %11#0) {_class = ["loc:@mul_8"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%930) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %170:2 = "tf_executor.island"() ({
        %929 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<8.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%929) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %171:2 = "tf_executor.island"() ({
        %928 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<8.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%928) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %172:2 = "tf_executor.island"() ({
        %927 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<8.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%927) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %173:2 = "tf_executor.island"() ({
        %926 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<8.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%926) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %174:2 = "tf_executor.island"() ({
        %925 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%925) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %175:2 = "tf_executor.island"() ({
        %924 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%924) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %176:2 = "tf_executor.island"() ({
        %923 = "tf.Maximum"(%174#0, %175#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%923) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %177:2 = "tf_executor.island"() ({
        %922 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%922) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %178:2 = "tf_executor.island"() ({
        %921 = "tf.Mean"(%31#0, %177#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%921) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %179:2 = "tf_executor.island"() ({
        %920 = "tf.Sub"(%31#0, %178#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<1x3x1x1xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%920) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %180:2 = "tf_executor.island"() ({
        %919 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%919) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %181:2 = "tf_executor.island"() ({
        %918 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%918) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %182:2 = "tf_executor.island"() ({
        %917 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%917) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %183:2 = "tf_executor.island"() ({
        %916 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%916) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %184:2 = "tf_executor.island"() ({
        %915 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%915) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %185:2 = "tf_executor.island"() ({
        %914 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%914) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %186:2 = "tf_executor.island"() ({
        %913 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%913) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %187:2 = "tf_executor.island"() ({
        %912 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%912) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %188:2 = "tf_executor.island"() ({
        %911 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%911) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %189:2 = "tf_executor.island"() ({
        %910 = "tf.Reshape"(%169#0, %188#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%910) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %190:2 = "tf_executor.island"() ({
        %909 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%909) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %191:2 = "tf_executor.island"() ({
        %908 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%908) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %192:2 = "tf_executor.island"() ({
        %907 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%907) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %193:2 = "tf_executor.island"() ({
        %906 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%906) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %194:2 = "tf_executor.island"() ({
        %905 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%905) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %195:2 = "tf_executor.island"() ({
        %904 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%904) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %196:2 = "tf_executor.island"() ({
        %903 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%903) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %197:2 = "tf_executor.island"() ({
        %902 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%902) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %198:2 = "tf_executor.island"() ({
        %901 = "tf.Reshape"(%166#0, %197#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%901) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %199:2 = "tf_executor.island"() ({
        %900 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%900) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %200:2 = "tf_executor.island"() ({
        %899 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%899) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %201:2 = "tf_executor.island"() ({
        %898 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%898) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %202:2 = "tf_executor.island"() ({
        %897 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%897) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %203:2 = "tf_executor.island"() ({
        %896 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%896) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %204:2 = "tf_executor.island"() ({
        %895 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%895) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %205:2 = "tf_executor.island"() ({
        %894 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[1, 3, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%894) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %206:2 = "tf_executor.island"() ({
        %893 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<3> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%893) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %207:2 = "tf_executor.island"() ({
        %892 = "tf.Pack"(%183#0, %206#0, %184#0, %185#0) {_class = ["loc:@FusedBatchNormV3_2"], axis = 0 : i64, device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%892) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %208:2 = "tf_executor.island"() ({
        %891 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%891) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %209:2 = "tf_executor.island"() ({
        %890 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%890) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %210:2 = "tf_executor.island"() ({
        %889 = "tf.Sum"(%31#0, %209#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = false} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%889) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %211:2 = "tf_executor.island"() ({
        %888 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%888) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %212:2 = "tf_executor.island"() ({
        %887 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%887) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %213:2 = "tf_executor.island"() ({
        %886 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%886) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %214:2 = "tf_executor.island"() ({
        %885 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[0, 2, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%885) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %215:2 = "tf_executor.island"() ({
        %884 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%884) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %216:2 = "tf_executor.island"() ({
        %883 = "tf.Tile"(%189#0, %215#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%883) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %217:2 = "tf_executor.island"() ({
        %882 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%882) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %218:2 = "tf_executor.island"() ({
        %881 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%881) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %219:2 = "tf_executor.island"() ({
        %880 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%880) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %220:2 = "tf_executor.island"() ({
        %879 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%879) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %221:2 = "tf_executor.island"() ({
        %878 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 1, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%878) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %222:2 = "tf_executor.island"() ({
        %877 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%877) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %223:2 = "tf_executor.island"() ({
        %876 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%876) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %224:2 = "tf_executor.island"() ({
        %875 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%875) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %225:2 = "tf_executor.island"() ({
        %874 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%874) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %226:2 = "tf_executor.island"() ({
        %873 = "tf.FloorDiv"(%225#0, %176#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%873) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %227:2 = "tf_executor.island"() ({
        %872 = "tf.Const"() {_class = ["loc:@add_7"], device = "", value = dense<> : tensor<0xi32>} : () -> tensor<0xi32>
        "tf_executor.yield"(%872) : (tensor<0xi32>) -> ()
      }) : () -> (tensor<0xi32>, !tf_executor.control)
      %228:2 = "tf_executor.island"() ({
        %871 = "tf.Const"() {_class = ["loc:@Sum_10"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%871) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %229:2 = "tf_executor.island"() ({
        %870 = "tf.Const"() {_class = ["loc:@Sum_10"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%870) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %230:2 = "tf_executor.island"() ({
        %869 = "tf.Const"() {_class = ["loc:@Sum_11"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%869) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %231:2 = "tf_executor.island"() ({
        %868 = "tf.Const"() {_class = ["loc:@Sum_11"], device = "", value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%868) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %232:2 = "tf_executor.island"() ({
        %867 = "tf.Const"() {_class = ["loc:@Sum_9"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%867) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %233:2 = "tf_executor.island"() ({
        %866 = "tf.Const"() {_class = ["loc:@Sum_9"], device = "", value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%866) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %234:2 = "tf_executor.island"() ({
        %865 = "tf.Const"() {_class = ["loc:@add_7"], device = "", value = dense<1.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%865) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %235:2 = "tf_executor.island"() ({
        %864 = "tf.Fill"(%227#0, %234#0) {_class = ["loc:@add_7"], device = ""} : (tensor<0xi32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%864) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %236:2 = "tf_executor.island"() ({
        %863 = "tf.Reshape"(%235#0, %229#0) {_class = ["loc:@Sum_10"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%863) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %237:2 = "tf_executor.island"() ({
        %862 = "tf.Tile"(%236#0, %228#0) {_class = ["loc:@Sum_10"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<2xf32>
        "tf_executor.yield"(%862) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %238:2 = "tf_executor.island"() ({
        %861 = "tf.Mul"(%237#0, %17#0) {_class = ["loc:@mul_10"], device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%861) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %239:2 = "tf_executor.island"() ({
        %860 = "tf.Reshape"(%235#0, %231#0) {_class = ["loc:@Sum_11"], device = ""} : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
        "tf_executor.yield"(%860) : (tensor<1xf32>) -> ()
      }) : () -> (tensor<1xf32>, !tf_executor.control)
      %240:2 = "tf_executor.island"() ({
        %859 = "tf.Tile"(%239#0, %230#0) {_class = ["loc:@Sum_11"], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<2xf32>
        "tf_executor.yield"(%859) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %241:2 = "tf_executor.island"() ({
        %858 = "tf.Mul"(%240#0, %18#0) {_class = ["loc:@mul_11"], device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%858) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %242:2 = "tf_executor.island"() ({
        %857 = "tf.Reshape"(%235#0, %233#0) {_class = ["loc:@Sum_9"], device = ""} : (tensor<f32>, tensor<4xi32>) -> tensor<1x1x1x1xf32>
        "tf_executor.yield"(%857) : (tensor<1x1x1x1xf32>) -> ()
      }) : () -> (tensor<1x1x1x1xf32>, !tf_executor.control)
      %243:2 = "tf_executor.island"() ({
        %856 = "tf.Tile"(%242#0, %232#0) {_class = ["loc:@Sum_9"], device = ""} : (tensor<1x1x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%856) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %244:2 = "tf_executor.island"() ({
        %855 = "tf.Mul"(%243#0, %16#0) {_class = ["loc:@mul_9"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%855) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %245:2 = "tf_executor.island"() ({
        %854 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[1, 1, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%854) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %246:2 = "tf_executor.island"() ({
        %853 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<1> : tensor<i32>} : () -> tensor<i32>
        "tf_executor.yield"(%853) : (tensor<i32>) -> ()
      }) : () -> (tensor<i32>, !tf_executor.control)
      %247:2 = "tf_executor.island"() ({
        %852 = "tf.Maximum"(%245#0, %246#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
        "tf_executor.yield"(%852) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %248:2 = "tf_executor.island"() ({
        %851 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[1, 1, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%851) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %249:2 = "tf_executor.island"() ({
        %850 = "tf.Reshape"(%241#0, %248#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>, tensor<4xi32>) -> tensor<1x1x1x2xf32>
        "tf_executor.yield"(%850) : (tensor<1x1x1x2xf32>) -> ()
      }) : () -> (tensor<1x1x1x2xf32>, !tf_executor.control)
      %250:2 = "tf_executor.island"() ({
        %849 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[1, 1, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%849) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %251:2 = "tf_executor.island"() ({
        %848 = "tf.Reshape"(%238#0, %250#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>, tensor<4xi32>) -> tensor<1x1x1x2xf32>
        "tf_executor.yield"(%848) : (tensor<1x1x1x2xf32>) -> ()
      }) : () -> (tensor<1x1x1x2xf32>, !tf_executor.control)
      %252:2 = "tf_executor.island"() ({
        %847 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%847) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %253:2 = "tf_executor.island"() ({
        %846 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%846) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %254:2 = "tf_executor.island"() ({
        %845 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%845) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %255:2 = "tf_executor.island"() ({
        %844 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%844) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %256:2 = "tf_executor.island"() ({
        %843 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%843) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %257:2 = "tf_executor.island"() ({
        %842 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%842) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %258:2 = "tf_executor.island"() ({
        %841 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%841) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %259:2 = "tf_executor.island"() ({
        %840 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
        "tf_executor.yield"(%840) : (tensor<1xi32>) -> ()
      }) : () -> (tensor<1xi32>, !tf_executor.control)
      %260:2 = "tf_executor.island"() ({
        %839 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%839) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %261:2 = "tf_executor.island"() ({
        %838 = "tf.Sum"(%32#0, %260#0) {_class = ["loc:@FusedBatchNormV3_3"], device = "", keep_dims = false} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<2xf32>
        "tf_executor.yield"(%838) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %262:2 = "tf_executor.island"() ({
        %837 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%837) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %263:2 = "tf_executor.island"() ({
        %836 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[0, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
        "tf_executor.yield"(%836) : (tensor<3xi32>) -> ()
      }) : () -> (tensor<3xi32>, !tf_executor.control)
      %264:2 = "tf_executor.island"() ({
        %835 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%835) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %265:2 = "tf_executor.island"() ({
        %834 = "tf.Tile"(%249#0, %264#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x1x1x2xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%834) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %266:2 = "tf_executor.island"() ({
        %833 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%833) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %267:2 = "tf_executor.island"() ({
        %832 = "tf.Tile"(%251#0, %266#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x1x1x2xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%832) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %268:2 = "tf_executor.island"() ({
        %831 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<1.000000e-03> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%831) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %269:2 = "tf_executor.island"() ({
        %830 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_3"], device = "", value = dense<[2, 3, 2, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
        "tf_executor.yield"(%830) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %270:2 = "tf_executor.island"() ({
        %829 = "tf.FloorDiv"(%269#0, %247#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
        "tf_executor.yield"(%829) : (tensor<4xi32>) -> ()
      }) : () -> (tensor<4xi32>, !tf_executor.control)
      %271:2 = "tf_executor.island"() ({
        %828 = "tf.Mul"(%103#0, %arg6) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%828) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %272:2 = "tf_executor.island"() ({
        %827 = "tf.Reshape"(%arg12, %207#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%827) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %273:2 = "tf_executor.island"() ({
        %826 = "tf.Mul"(%32#0, %arg16) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%826) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %274:2 = "tf_executor.island"() ({
        %825 = "tf.AddV2"(%arg9, %149#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
        "tf_executor.yield"(%825) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %275:2 = "tf_executor.island"() ({
        %824 = "tf.Rsqrt"(%274#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%824) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %276:2 = "tf_executor.island"() ({
        %823 = "tf.Mul"(%119#0, %275#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%823) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %277:2 = "tf_executor.island"() ({
        %822 = "tf.Mul"(%276#0, %arg6) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%822) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %278:2 = "tf_executor.island"() ({
        %821 = "tf.Mul"(%103#0, %276#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%821) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %279:2 = "tf_executor.island"() ({
        %820 = "tf.Sum"(%278#0, %144#0) {_class = ["loc:@FusedBatchNormV3_1"], device = "", keep_dims = true} : (tensor<2x4x5x3xf32>, tensor<3xi32>) -> tensor<1x1x1x3xf32>
        "tf_executor.yield"(%820) : (tensor<1x1x1x3xf32>) -> ()
      }) : () -> (tensor<1x1x1x3xf32>, !tf_executor.control)
      %280:2 = "tf_executor.island"() ({
        %819 = "tf.Reshape"(%279#0, %138#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<1x1x1x3xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%819) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %281:2 = "tf_executor.island"() ({
        %818 = "tf.Identity"(%280#0) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%818) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %282:2 = "tf_executor.island"() ({
        %817 = "tf.Mul"(%148#0, %275#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%817) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %283:2 = "tf_executor.island"() ({
        %816 = "tf.Mul"(%282#0, %103#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%816) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %284:2 = "tf_executor.island"() ({
        %815 = "tf.Transpose"(%283#0, %101#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%815) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %285:2 = "tf_executor.island"() ({
        %814 = "tf.Identity"(%284#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%814) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %286:2 = "tf_executor.island"() ({
        %813 = "tf.Mul"(%271#0, %275#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%813) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %287:2 = "tf_executor.island"() ({
        %812 = "tf.AddV2"(%arg19, %268#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
        "tf_executor.yield"(%812) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %288:2 = "tf_executor.island"() ({
        %811 = "tf.Rsqrt"(%287#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%811) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %289:2 = "tf_executor.island"() ({
        %810 = "tf.Mul"(%244#0, %288#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%810) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %290:2 = "tf_executor.island"() ({
        %809 = "tf.Mul"(%289#0, %arg16) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%809) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %291:2 = "tf_executor.island"() ({
        %808 = "tf.Mul"(%32#0, %289#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%808) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %292:2 = "tf_executor.island"() ({
        %807 = "tf.Sum"(%291#0, %263#0) {_class = ["loc:@FusedBatchNormV3_3"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x1x1x2xf32>
        "tf_executor.yield"(%807) : (tensor<1x1x1x2xf32>) -> ()
      }) : () -> (tensor<1x1x1x2xf32>, !tf_executor.control)
      %293:2 = "tf_executor.island"() ({
        %806 = "tf.Reshape"(%292#0, %257#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<1x1x1x2xf32>, tensor<1xi32>) -> tensor<2xf32>
        "tf_executor.yield"(%806) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %294:2 = "tf_executor.island"() ({
        %805 = "tf.Identity"(%293#0) {device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%805) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %295:2 = "tf_executor.island"() ({
        %804 = "tf.Mul"(%267#0, %288#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%804) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %296:2 = "tf_executor.island"() ({
        %803 = "tf.Mul"(%295#0, %32#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%803) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %297:2 = "tf_executor.island"() ({
        %802 = "tf.Identity"(%296#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%802) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %298:2 = "tf_executor.island"() ({
        %801 = "tf.Mul"(%273#0, %288#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%801) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %299:7 = "tf_executor.island"() ({
        %800:6 = "tf.FusedBatchNormV3"(%arg0, %arg2, %arg3, %1#0, %2#0) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>)
        "tf_executor.yield"(%800#0, %800#1, %800#2, %800#3, %800#4, %800#5) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>, !tf_executor.control)
      %300:2 = "tf_executor.island"() ({
        %799 = "tf.ZerosLike"(%299#1) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%799) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %301:2 = "tf_executor.island"() ({
        %798 = "tf.ZerosLike"(%299#2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%798) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %302:2 = "tf_executor.island"() ({
        %797 = "tf.ZerosLike"(%299#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%797) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %303:2 = "tf_executor.island"() ({
        %796 = "tf.ZerosLike"(%299#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%796) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %304:2 = "tf_executor.island"() ({
        %795 = "tf.ZerosLike"(%299#5) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%795) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %305:6 = "tf_executor.island"() ({
        %794:5 = "tf.FusedBatchNormGradV3"(%29#0, %arg0, %arg2, %299#3, %299#4, %299#5) {_class = ["loc:@FusedBatchNormV3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<*xf32>) -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%794#0, %794#1, %794#2, %794#3, %794#4) : (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %306:2 = "tf_executor.island"() ({
        %793 = "tf.Identity"(%305#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%793) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %307:2 = "tf_executor.island"() ({
        %792 = "tf.Mul"(%43#0, %305#1) {_class = ["loc:@mul_1"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%792) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %308:2 = "tf_executor.island"() ({
        %791 = "tf.Mul"(%46#0, %305#2) {_class = ["loc:@mul_2"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%791) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %309:2 = "tf_executor.island"() ({
        %790 = "tf.Mul"(%49#0, %305#0) {_class = ["loc:@mul"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%790) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %310:2 = "tf_executor.island"() ({
        %789 = "tf.ZerosLike"(%305#3) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%789) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %311:2 = "tf_executor.island"() ({
        %788 = "tf.ZerosLike"(%305#4) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%788) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %312:2 = "tf_executor.island"() ({
        %787 = "tf.Mul"(%305#0, %13#0) {device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%787) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %313:2 = "tf_executor.island"() ({
        %786 = "tf.Sum"(%312#0, %24#0) {device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%786) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %314:2 = "tf_executor.island"() ({
        %785 = "tf.Mul"(%305#1, %22#0) {device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%785) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %315:2 = "tf_executor.island"() ({
        %784 = "tf.Sum"(%314#0, %25#0) {device = "", keep_dims = false} : (tensor<5xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%784) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %316:2 = "tf_executor.island"() ({
        %783 = "tf.AddV2"(%313#0, %315#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%783) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %317:2 = "tf_executor.island"() ({
        %782 = "tf.Mul"(%305#2, %23#0) {device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%782) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %318:2 = "tf_executor.island"() ({
        %781 = "tf.Sum"(%317#0, %26#0) {device = "", keep_dims = false} : (tensor<5xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%781) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %319:2 = "tf_executor.island"() ({
        %780 = "tf.AddV2"(%316#0, %318#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%780) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %320:2 = "tf_executor.island"() ({
        %779 = "tf.Mean"(%arg0, %61#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%779) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %321:2 = "tf_executor.island"() ({
        %778 = "tf.StopGradient"(%320#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%778) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %322:2 = "tf_executor.island"() ({
        %777 = "tf.SquaredDifference"(%arg0, %321#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%777) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %323:2 = "tf_executor.island"() ({
        %776 = "tf.Mean"(%322#0, %62#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%776) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %324:2 = "tf_executor.island"() ({
        %775 = "tf.AddV2"(%323#0, %95#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
        "tf_executor.yield"(%775) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %325:2 = "tf_executor.island"() ({
        %774 = "tf.Rsqrt"(%324#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%774) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %326:2 = "tf_executor.island"() ({
        %773 = "tf.Mul"(%arg2, %325#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%773) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %327:2 = "tf_executor.island"() ({
        %772 = "tf.Mul"(%326#0, %50#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%772) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %328:2 = "tf_executor.island"() ({
        %771 = "tf.Neg"(%327#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%771) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %329:2 = "tf_executor.island"() ({
        %770 = "tf.Neg"(%327#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%770) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %330:2 = "tf_executor.island"() ({
        %769 = "tf.Sum"(%329#0, %85#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%769) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %331:2 = "tf_executor.island"() ({
        %768 = "tf.Reshape"(%330#0, %74#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%768) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %332:2 = "tf_executor.island"() ({
        %767 = "tf.Reshape"(%331#0, %67#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%767) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %333:2 = "tf_executor.island"() ({
        %766 = "tf.Tile"(%332#0, %91#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%766) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %334:2 = "tf_executor.island"() ({
        %765 = "tf.RealDiv"(%333#0, %51#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%765) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %335:2 = "tf_executor.island"() ({
        %764 = "tf.AddV2"(%323#0, %96#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
        "tf_executor.yield"(%764) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %336:2 = "tf_executor.island"() ({
        %763 = "tf.Reciprocal"(%335#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%763) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %337:2 = "tf_executor.island"() ({
        %762 = "tf.AddV2"(%323#0, %97#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
        "tf_executor.yield"(%762) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %338:2 = "tf_executor.island"() ({
        %761 = "tf.Rsqrt"(%337#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%761) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %339:2 = "tf_executor.island"() ({
        %760 = "tf.Mul"(%44#0, %338#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%760) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %340:2 = "tf_executor.island"() ({
        %759 = "tf.Reshape"(%339#0, %66#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%759) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %341:2 = "tf_executor.island"() ({
        %758 = "tf.Tile"(%340#0, %90#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%758) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %342:2 = "tf_executor.island"() ({
        %757 = "tf.Mul"(%341#0, %29#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%757) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %343:2 = "tf_executor.island"() ({
        %756 = "tf.Sub"(%arg0, %320#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%756) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %344:2 = "tf_executor.island"() ({
        %755 = "tf.Mul"(%328#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%755) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %345:2 = "tf_executor.island"() ({
        %754 = "tf.Sum"(%344#0, %86#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%754) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %346:2 = "tf_executor.island"() ({
        %753 = "tf.Reshape"(%345#0, %75#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%753) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %347:2 = "tf_executor.island"() ({
        %752 = "tf.Mul"(%346#0, %336#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%752) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %348:2 = "tf_executor.island"() ({
        %751 = "tf.Reshape"(%347#0, %68#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%751) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %349:2 = "tf_executor.island"() ({
        %750 = "tf.Tile"(%348#0, %92#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%750) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %350:2 = "tf_executor.island"() ({
        %749 = "tf.RealDiv"(%349#0, %52#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%749) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %351:2 = "tf_executor.island"() ({
        %748 = "tf.Mul"(%350#0, %29#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%748) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %352:2 = "tf_executor.island"() ({
        %747 = "tf.Mul"(%350#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%747) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %353:2 = "tf_executor.island"() ({
        %746 = "tf.Mul"(%341#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%746) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %354:2 = "tf_executor.island"() ({
        %745 = "tf.AddN"(%89#0, %327#0, %353#0, %334#0, %352#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%745) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %355:2 = "tf_executor.island"() ({
        %744 = "tf.Identity"(%354#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%744) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %356:2 = "tf_executor.island"() ({
        %743 = "tf.Mul"(%29#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%743) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %357:2 = "tf_executor.island"() ({
        %742 = "tf.Mean"(%356#0, %63#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%742) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %358:2 = "tf_executor.island"() ({
        %741 = "tf.Mul"(%346#0, %357#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%741) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %359:2 = "tf_executor.island"() ({
        %740 = "tf.ReciprocalGrad"(%336#0, %358#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%740) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %360:2 = "tf_executor.island"() ({
        %739 = "tf.Mul"(%336#0, %357#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%739) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %361:2 = "tf_executor.island"() ({
        %738 = "tf.Mul"(%360#0, %328#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%738) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %362:2 = "tf_executor.island"() ({
        %737 = "tf.AddN"(%361#0, %342#0, %351#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%737) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %363:2 = "tf_executor.island"() ({
        %736 = "tf.Neg"(%362#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%736) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %364:2 = "tf_executor.island"() ({
        %735 = "tf.Sum"(%363#0, %87#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%735) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %365:2 = "tf_executor.island"() ({
        %734 = "tf.Reshape"(%364#0, %78#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%734) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %366:2 = "tf_executor.island"() ({
        %733 = "tf.Reshape"(%365#0, %70#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%733) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %367:2 = "tf_executor.island"() ({
        %732 = "tf.Tile"(%366#0, %94#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%732) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %368:2 = "tf_executor.island"() ({
        %731 = "tf.RealDiv"(%367#0, %54#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%731) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %369:2 = "tf_executor.island"() ({
        %730 = "tf.Mul"(%360#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%730) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %370:2 = "tf_executor.island"() ({
        %729 = "tf.Sub"(%60#0, %369#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%729) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %371:2 = "tf_executor.island"() ({
        %728 = "tf.Mul"(%50#0, %370#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%728) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %372:2 = "tf_executor.island"() ({
        %727 = "tf.Sum"(%371#0, %84#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = true} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%727) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %373:2 = "tf_executor.island"() ({
        %726 = "tf.Reshape"(%372#0, %71#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<1xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%726) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %374:2 = "tf_executor.island"() ({
        %725 = "tf.Mul"(%373#0, %325#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%725) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %375:2 = "tf_executor.island"() ({
        %724 = "tf.Identity"(%374#0) {device = ""} : (tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%724) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %376:2 = "tf_executor.island"() ({
        %723 = "tf.Mul"(%373#0, %arg2) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%723) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %377:2 = "tf_executor.island"() ({
        %722 = "tf.RsqrtGrad"(%325#0, %376#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%722) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %378:2 = "tf_executor.island"() ({
        %721 = "tf.Mul"(%326#0, %370#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%721) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %379:2 = "tf_executor.island"() ({
        %720 = "tf.Mul"(%29#0, %343#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%720) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %380:2 = "tf_executor.island"() ({
        %719 = "tf.Sum"(%379#0, %81#0) {_class = ["loc:@FusedBatchNormV3"], device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<3xi32>) -> tensor<5xf32>
        "tf_executor.yield"(%719) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %381:2 = "tf_executor.island"() ({
        %718 = "tf.Mul"(%44#0, %380#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%718) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %382:2 = "tf_executor.island"() ({
        %717 = "tf.RsqrtGrad"(%338#0, %381#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%717) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %383:2 = "tf_executor.island"() ({
        %716 = "tf.AddN"(%382#0, %377#0, %359#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%716) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %384:2 = "tf_executor.island"() ({
        %715 = "tf.Reshape"(%383#0, %69#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<4xi32>) -> tensor<1x1x1x5xf32>
        "tf_executor.yield"(%715) : (tensor<1x1x1x5xf32>) -> ()
      }) : () -> (tensor<1x1x1x5xf32>, !tf_executor.control)
      %385:2 = "tf_executor.island"() ({
        %714 = "tf.Tile"(%384#0, %93#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<1x1x1x5xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%714) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %386:2 = "tf_executor.island"() ({
        %713 = "tf.RealDiv"(%385#0, %53#0) {_class = ["loc:@FusedBatchNormV3"], _has_manual_control_dependencies = true, device = ""} : (tensor<2x3x4x5xf32>, tensor<f32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%713) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %387:2 = "tf_executor.island"(%386#1) ({
        %712 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3"], device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%712) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %388:2 = "tf_executor.island"() ({
        %711 = "tf.Mul"(%387#0, %386#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<f32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%711) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %389:2 = "tf_executor.island"(%386#1) ({
        %710 = "tf.Sub"(%arg0, %321#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%710) : (tensor<2x3x4x5xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %390:2 = "tf_executor.island"() ({
        %709 = "tf.Mul"(%388#0, %389#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%709) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %391:2 = "tf_executor.island"() ({
        %708 = "tf.AddN"(%362#0, %390#0, %368#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%708) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %392:2 = "tf_executor.island"() ({
        %707 = "tf.Identity"(%391#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%707) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %393:2 = "tf_executor.island"() ({
        %706 = "tf.Mul"(%338#0, %380#0) {_class = ["loc:@FusedBatchNormV3"], device = ""} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
        "tf_executor.yield"(%706) : (tensor<5xf32>) -> ()
      }) : () -> (tensor<5xf32>, !tf_executor.control)
      %394:7 = "tf_executor.island"() ({
        %705:6 = "tf.FusedBatchNormV3"(%arg4, %arg6, %arg7, %arg8, %arg9) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%705#0, %705#1, %705#2, %705#3, %705#4, %705#5) : (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %395:2 = "tf_executor.island"() ({
        %704 = "tf.ZerosLike"(%394#1) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%704) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %396:2 = "tf_executor.island"() ({
        %703 = "tf.ZerosLike"(%394#2) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%703) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %397:2 = "tf_executor.island"() ({
        %702 = "tf.ZerosLike"(%394#3) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%702) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %398:2 = "tf_executor.island"() ({
        %701 = "tf.ZerosLike"(%394#4) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%701) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %399:2 = "tf_executor.island"() ({
        %700 = "tf.ZerosLike"(%394#5) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%700) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %400:2 = "tf_executor.island"() ({
        %699 = "tf.Transpose"(%arg4, %100#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x3x4x5xf32>, tensor<4xi32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%699) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %401:6 = "tf_executor.island"() ({
        %698:5 = "tf.FusedBatchNormGradV3"(%103#0, %400#0, %arg6, %arg8, %arg9, %394#5) {_class = ["loc:@FusedBatchNormV3_1"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<2x4x5x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%698#0, %698#1, %698#2, %698#3, %698#4) : (tensor<2x4x5x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %402:2 = "tf_executor.island"() ({
        %697 = "tf.Transpose"(%401#0, %105#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%697) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %403:2 = "tf_executor.island"() ({
        %696 = "tf.Identity"(%402#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%696) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %404:2 = "tf_executor.island"() ({
        %695 = "tf.Mul"(%117#0, %402#0) {_class = ["loc:@mul_3"], device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%695) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %405:2 = "tf_executor.island"() ({
        %694 = "tf.Mul"(%402#0, %27#0) {device = ""} : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%694) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %406:2 = "tf_executor.island"() ({
        %693 = "tf.Sum"(%405#0, %4#0) {device = "", keep_dims = false} : (tensor<2x3x4x5xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%693) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %407:2 = "tf_executor.island"() ({
        %692 = "tf.Mul"(%121#0, %401#1) {_class = ["loc:@mul_4"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%692) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %408:2 = "tf_executor.island"() ({
        %691 = "tf.Mul"(%124#0, %401#2) {_class = ["loc:@mul_5"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%691) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %409:2 = "tf_executor.island"() ({
        %690 = "tf.ZerosLike"(%401#3) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%690) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %410:2 = "tf_executor.island"() ({
        %689 = "tf.ZerosLike"(%401#4) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%689) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %411:2 = "tf_executor.island"() ({
        %688 = "tf.Mul"(%401#1, %28#0) {device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%688) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %412:2 = "tf_executor.island"() ({
        %687 = "tf.Sum"(%411#0, %5#0) {device = "", keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%687) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %413:2 = "tf_executor.island"() ({
        %686 = "tf.AddV2"(%406#0, %412#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%686) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %414:2 = "tf_executor.island"() ({
        %685 = "tf.Mul"(%401#2, %3#0) {device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%685) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %415:2 = "tf_executor.island"() ({
        %684 = "tf.Sum"(%414#0, %6#0) {device = "", keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%684) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %416:2 = "tf_executor.island"() ({
        %683 = "tf.AddV2"(%413#0, %415#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%683) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %417:2 = "tf_executor.island"() ({
        %682 = "tf.Sub"(%400#0, %arg8) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%682) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %418:2 = "tf_executor.island"() ({
        %681 = "tf.Mul"(%282#0, %417#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%681) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %419:2 = "tf_executor.island"() ({
        %680 = "tf.AddN"(%146#0, %277#0, %418#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%680) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %420:2 = "tf_executor.island"() ({
        %679 = "tf.Transpose"(%419#0, %104#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<4xi32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%679) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %421:2 = "tf_executor.island"() ({
        %678 = "tf.Identity"(%420#0) {device = ""} : (tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
        "tf_executor.yield"(%678) : (tensor<2x3x4x5xf32>) -> ()
      }) : () -> (tensor<2x3x4x5xf32>, !tf_executor.control)
      %422:2 = "tf_executor.island"() ({
        %677 = "tf.Mul"(%103#0, %417#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<2x4x5x3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%677) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %423:2 = "tf_executor.island"() ({
        %676 = "tf.Mul"(%422#0, %275#0) {_class = ["loc:@FusedBatchNormV3_1"], device = ""} : (tensor<2x4x5x3xf32>, tensor<3xf32>) -> tensor<2x4x5x3xf32>
        "tf_executor.yield"(%676) : (tensor<2x4x5x3xf32>) -> ()
      }) : () -> (tensor<2x4x5x3xf32>, !tf_executor.control)
      %424:2 = "tf_executor.island"() ({
        %675 = "tf.Sum"(%423#0, %143#0) {_class = ["loc:@FusedBatchNormV3_1"], device = "", keep_dims = false} : (tensor<2x4x5x3xf32>, tensor<3xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%675) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %425:7 = "tf_executor.island"() ({
        %674:6 = "tf.FusedBatchNormV3"(%arg10, %arg12, %arg13, %7#0, %8#0) {data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = true} : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>)
        "tf_executor.yield"(%674#0, %674#1, %674#2, %674#3, %674#4, %674#5) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>, !tf_executor.control)
      %426:2 = "tf_executor.island"() ({
        %673 = "tf.ZerosLike"(%425#1) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%673) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %427:2 = "tf_executor.island"() ({
        %672 = "tf.ZerosLike"(%425#2) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%672) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %428:2 = "tf_executor.island"() ({
        %671 = "tf.ZerosLike"(%425#3) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%671) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %429:2 = "tf_executor.island"() ({
        %670 = "tf.ZerosLike"(%425#4) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%670) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %430:2 = "tf_executor.island"() ({
        %669 = "tf.ZerosLike"(%425#5) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%669) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %431:6 = "tf_executor.island"() ({
        %668:5 = "tf.FusedBatchNormGradV3"(%31#0, %arg10, %arg12, %425#3, %425#4, %425#5) {_class = ["loc:@FusedBatchNormV3_2"], data_format = "NCHW", device = "", epsilon = 1.000000e-03 : f32, is_training = true} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<*xf32>) -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%668#0, %668#1, %668#2, %668#3, %668#4) : (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %432:2 = "tf_executor.island"() ({
        %667 = "tf.Identity"(%431#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%667) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %433:2 = "tf_executor.island"() ({
        %666 = "tf.Mul"(%162#0, %431#0) {_class = ["loc:@mul_6"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%666) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %434:2 = "tf_executor.island"() ({
        %665 = "tf.Mul"(%165#0, %431#1) {_class = ["loc:@mul_7"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%665) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %435:2 = "tf_executor.island"() ({
        %664 = "tf.Mul"(%168#0, %431#2) {_class = ["loc:@mul_8"], device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%664) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %436:2 = "tf_executor.island"() ({
        %663 = "tf.ZerosLike"(%431#3) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%663) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %437:2 = "tf_executor.island"() ({
        %662 = "tf.ZerosLike"(%431#4) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%662) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %438:2 = "tf_executor.island"() ({
        %661 = "tf.Mul"(%431#0, %9#0) {device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%661) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %439:2 = "tf_executor.island"() ({
        %660 = "tf.Sum"(%438#0, %12#0) {device = "", keep_dims = false} : (tensor<2x3x2x2xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%660) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %440:2 = "tf_executor.island"() ({
        %659 = "tf.Mul"(%431#1, %10#0) {device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%659) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %441:2 = "tf_executor.island"() ({
        %658 = "tf.Sum"(%440#0, %14#0) {device = "", keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%658) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %442:2 = "tf_executor.island"() ({
        %657 = "tf.AddV2"(%439#0, %441#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%657) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %443:2 = "tf_executor.island"() ({
        %656 = "tf.Mul"(%431#2, %11#0) {device = ""} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%656) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %444:2 = "tf_executor.island"() ({
        %655 = "tf.Sum"(%443#0, %15#0) {device = "", keep_dims = false} : (tensor<3xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%655) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %445:2 = "tf_executor.island"() ({
        %654 = "tf.AddV2"(%442#0, %444#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%654) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %446:2 = "tf_executor.island"() ({
        %653 = "tf.Mean"(%arg10, %180#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%653) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %447:2 = "tf_executor.island"() ({
        %652 = "tf.StopGradient"(%446#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%652) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %448:2 = "tf_executor.island"() ({
        %651 = "tf.SquaredDifference"(%arg10, %447#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<1x3x1x1xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%651) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %449:2 = "tf_executor.island"() ({
        %650 = "tf.Mean"(%448#0, %181#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%650) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %450:2 = "tf_executor.island"() ({
        %649 = "tf.AddV2"(%449#0, %222#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<f32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%649) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %451:2 = "tf_executor.island"() ({
        %648 = "tf.Rsqrt"(%450#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%648) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %452:2 = "tf_executor.island"() ({
        %647 = "tf.Mul"(%272#0, %451#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%647) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %453:2 = "tf_executor.island"() ({
        %646 = "tf.Mul"(%452#0, %163#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%646) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %454:2 = "tf_executor.island"() ({
        %645 = "tf.Neg"(%453#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%645) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %455:2 = "tf_executor.island"() ({
        %644 = "tf.Neg"(%453#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%644) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %456:2 = "tf_executor.island"() ({
        %643 = "tf.Sum"(%455#0, %212#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%643) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %457:2 = "tf_executor.island"() ({
        %642 = "tf.Reshape"(%456#0, %201#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%642) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %458:2 = "tf_executor.island"() ({
        %641 = "tf.Reshape"(%457#0, %191#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%641) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %459:2 = "tf_executor.island"() ({
        %640 = "tf.Tile"(%458#0, %218#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%640) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %460:2 = "tf_executor.island"() ({
        %639 = "tf.RealDiv"(%459#0, %170#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<f32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%639) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %461:2 = "tf_executor.island"() ({
        %638 = "tf.AddV2"(%449#0, %223#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<f32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%638) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %462:2 = "tf_executor.island"() ({
        %637 = "tf.Reciprocal"(%461#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%637) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %463:2 = "tf_executor.island"() ({
        %636 = "tf.AddV2"(%449#0, %224#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<f32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%636) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %464:2 = "tf_executor.island"() ({
        %635 = "tf.Rsqrt"(%463#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%635) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %465:2 = "tf_executor.island"() ({
        %634 = "tf.Mul"(%198#0, %464#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%634) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %466:2 = "tf_executor.island"() ({
        %633 = "tf.Reshape"(%465#0, %190#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%633) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %467:2 = "tf_executor.island"() ({
        %632 = "tf.Tile"(%466#0, %217#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%632) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %468:2 = "tf_executor.island"() ({
        %631 = "tf.Mul"(%467#0, %31#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%631) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %469:2 = "tf_executor.island"() ({
        %630 = "tf.Sub"(%arg10, %446#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<1x3x1x1xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%630) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %470:2 = "tf_executor.island"() ({
        %629 = "tf.Mul"(%454#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%629) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %471:2 = "tf_executor.island"() ({
        %628 = "tf.Sum"(%470#0, %213#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%628) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %472:2 = "tf_executor.island"() ({
        %627 = "tf.Reshape"(%471#0, %202#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%627) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %473:2 = "tf_executor.island"() ({
        %626 = "tf.Mul"(%472#0, %462#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%626) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %474:2 = "tf_executor.island"() ({
        %625 = "tf.Reshape"(%473#0, %192#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%625) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %475:2 = "tf_executor.island"() ({
        %624 = "tf.Tile"(%474#0, %219#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%624) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %476:2 = "tf_executor.island"() ({
        %623 = "tf.RealDiv"(%475#0, %171#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<f32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%623) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %477:2 = "tf_executor.island"() ({
        %622 = "tf.Mul"(%476#0, %31#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%622) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %478:2 = "tf_executor.island"() ({
        %621 = "tf.Mul"(%476#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%621) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %479:2 = "tf_executor.island"() ({
        %620 = "tf.Mul"(%467#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%620) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %480:2 = "tf_executor.island"() ({
        %619 = "tf.AddN"(%216#0, %453#0, %460#0, %479#0, %478#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%619) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %481:2 = "tf_executor.island"() ({
        %618 = "tf.Identity"(%480#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%618) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %482:2 = "tf_executor.island"() ({
        %617 = "tf.Mul"(%31#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%617) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %483:2 = "tf_executor.island"() ({
        %616 = "tf.Mean"(%482#0, %182#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%616) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %484:2 = "tf_executor.island"() ({
        %615 = "tf.Mul"(%472#0, %483#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%615) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %485:2 = "tf_executor.island"() ({
        %614 = "tf.ReciprocalGrad"(%462#0, %484#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%614) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %486:2 = "tf_executor.island"() ({
        %613 = "tf.Mul"(%462#0, %483#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%613) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %487:2 = "tf_executor.island"() ({
        %612 = "tf.Mul"(%486#0, %454#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%612) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %488:2 = "tf_executor.island"() ({
        %611 = "tf.AddN"(%487#0, %468#0, %477#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%611) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %489:2 = "tf_executor.island"() ({
        %610 = "tf.Neg"(%488#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%610) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %490:2 = "tf_executor.island"() ({
        %609 = "tf.Sum"(%489#0, %214#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%609) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %491:2 = "tf_executor.island"() ({
        %608 = "tf.Reshape"(%490#0, %205#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%608) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %492:2 = "tf_executor.island"() ({
        %607 = "tf.Reshape"(%491#0, %187#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%607) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %493:2 = "tf_executor.island"() ({
        %606 = "tf.Tile"(%492#0, %221#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%606) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %494:2 = "tf_executor.island"() ({
        %605 = "tf.RealDiv"(%493#0, %173#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<f32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%605) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %495:2 = "tf_executor.island"() ({
        %604 = "tf.Mul"(%486#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%604) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %496:2 = "tf_executor.island"() ({
        %603 = "tf.Sub"(%179#0, %495#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%603) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %497:2 = "tf_executor.island"() ({
        %602 = "tf.Mul"(%163#0, %496#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%602) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %498:2 = "tf_executor.island"() ({
        %601 = "tf.Sum"(%497#0, %211#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%601) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %499:2 = "tf_executor.island"() ({
        %600 = "tf.Reshape"(%498#0, %193#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%600) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %500:2 = "tf_executor.island"() ({
        %599 = "tf.Mul"(%499#0, %272#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%599) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %501:2 = "tf_executor.island"() ({
        %598 = "tf.RsqrtGrad"(%451#0, %500#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%598) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %502:2 = "tf_executor.island"() ({
        %597 = "tf.Mul"(%499#0, %451#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%597) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %503:2 = "tf_executor.island"() ({
        %596 = "tf.Reshape"(%502#0, %199#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1xi32>) -> tensor<3xf32>
        "tf_executor.yield"(%596) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %504:2 = "tf_executor.island"() ({
        %595 = "tf.Identity"(%503#0) {device = ""} : (tensor<3xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%595) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %505:2 = "tf_executor.island"() ({
        %594 = "tf.Mul"(%452#0, %496#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%594) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %506:2 = "tf_executor.island"() ({
        %593 = "tf.Mul"(%31#0, %469#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%593) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %507:2 = "tf_executor.island"() ({
        %592 = "tf.Sum"(%506#0, %208#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", keep_dims = true} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%592) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %508:2 = "tf_executor.island"() ({
        %591 = "tf.Mul"(%198#0, %507#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%591) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %509:2 = "tf_executor.island"() ({
        %590 = "tf.RsqrtGrad"(%464#0, %508#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%590) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %510:2 = "tf_executor.island"() ({
        %589 = "tf.AddN"(%501#0, %509#0, %485#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%589) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %511:2 = "tf_executor.island"() ({
        %588 = "tf.Reshape"(%510#0, %186#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%588) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %512:2 = "tf_executor.island"() ({
        %587 = "tf.Tile"(%511#0, %220#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<4xi32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%587) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %513:2 = "tf_executor.island"() ({
        %586 = "tf.RealDiv"(%512#0, %172#0) {_class = ["loc:@FusedBatchNormV3_2"], _has_manual_control_dependencies = true, device = ""} : (tensor<2x3x2x2xf32>, tensor<f32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%586) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %514:2 = "tf_executor.island"(%513#1) ({
        %585 = "tf.Const"() {_class = ["loc:@FusedBatchNormV3_2"], device = "", value = dense<2.000000e+00> : tensor<f32>} : () -> tensor<f32>
        "tf_executor.yield"(%585) : (tensor<f32>) -> ()
      }) : (!tf_executor.control) -> (tensor<f32>, !tf_executor.control)
      %515:2 = "tf_executor.island"() ({
        %584 = "tf.Mul"(%514#0, %513#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<f32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%584) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %516:2 = "tf_executor.island"(%513#1) ({
        %583 = "tf.Sub"(%arg10, %447#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<1x3x1x1xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%583) : (tensor<2x3x2x2xf32>) -> ()
      }) : (!tf_executor.control) -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %517:2 = "tf_executor.island"() ({
        %582 = "tf.Mul"(%515#0, %516#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%582) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %518:2 = "tf_executor.island"() ({
        %581 = "tf.AddN"(%488#0, %517#0, %494#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%581) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %519:2 = "tf_executor.island"() ({
        %580 = "tf.Identity"(%518#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%580) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %520:2 = "tf_executor.island"() ({
        %579 = "tf.Mul"(%464#0, %507#0) {_class = ["loc:@FusedBatchNormV3_2"], device = ""} : (tensor<1x3x1x1xf32>, tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
        "tf_executor.yield"(%579) : (tensor<1x3x1x1xf32>) -> ()
      }) : () -> (tensor<1x3x1x1xf32>, !tf_executor.control)
      %521:2 = "tf_executor.island"() ({
        %578 = "tf.Squeeze"(%520#0) {_class = ["loc:@FusedBatchNormV3_2"], device = "", squeeze_dims = []} : (tensor<1x3x1x1xf32>) -> tensor<3xf32>
        "tf_executor.yield"(%578) : (tensor<3xf32>) -> ()
      }) : () -> (tensor<3xf32>, !tf_executor.control)
      %522:7 = "tf_executor.island"() ({
        %577:6 = "tf.FusedBatchNormV3"(%arg14, %arg16, %arg17, %arg18, %arg19) {data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, exponential_avg_factor = 1.000000e+00 : f32, is_training = false} : (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>)
        "tf_executor.yield"(%577#0, %577#1, %577#2, %577#3, %577#4, %577#5) : (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>, !tf_executor.control)
      %523:2 = "tf_executor.island"() ({
        %576 = "tf.ZerosLike"(%522#1) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%576) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %524:2 = "tf_executor.island"() ({
        %575 = "tf.ZerosLike"(%522#2) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%575) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %525:2 = "tf_executor.island"() ({
        %574 = "tf.ZerosLike"(%522#3) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%574) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %526:2 = "tf_executor.island"() ({
        %573 = "tf.ZerosLike"(%522#4) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%573) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %527:2 = "tf_executor.island"() ({
        %572 = "tf.ZerosLike"(%522#5) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<*xf32>) -> tensor<*xf32>
        "tf_executor.yield"(%572) : (tensor<*xf32>) -> ()
      }) : () -> (tensor<*xf32>, !tf_executor.control)
      %528:6 = "tf_executor.island"() ({
        %571:5 = "tf.FusedBatchNormGradV3"(%32#0, %arg14, %arg16, %arg18, %arg19, %522#5) {_class = ["loc:@FusedBatchNormV3_3"], data_format = "NHWC", device = "", epsilon = 1.000000e-03 : f32, is_training = false} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<*xf32>) -> (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>)
        "tf_executor.yield"(%571#0, %571#1, %571#2, %571#3, %571#4) : (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<0xf32>, tensor<0xf32>, !tf_executor.control)
      %529:2 = "tf_executor.island"() ({
        %570 = "tf.Identity"(%528#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%570) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %530:2 = "tf_executor.island"() ({
        %569 = "tf.Mul"(%237#0, %528#1) {_class = ["loc:@mul_10"], device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%569) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %531:2 = "tf_executor.island"() ({
        %568 = "tf.Mul"(%240#0, %528#2) {_class = ["loc:@mul_11"], device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%568) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %532:2 = "tf_executor.island"() ({
        %567 = "tf.Mul"(%243#0, %528#0) {_class = ["loc:@mul_9"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%567) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %533:2 = "tf_executor.island"() ({
        %566 = "tf.ZerosLike"(%528#3) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%566) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %534:2 = "tf_executor.island"() ({
        %565 = "tf.ZerosLike"(%528#4) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<0xf32>) -> tensor<0xf32>
        "tf_executor.yield"(%565) : (tensor<0xf32>) -> ()
      }) : () -> (tensor<0xf32>, !tf_executor.control)
      %535:2 = "tf_executor.island"() ({
        %564 = "tf.Mul"(%528#1, %17#0) {device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%564) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %536:2 = "tf_executor.island"() ({
        %563 = "tf.Sum"(%535#0, %20#0) {device = "", keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%563) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %537:2 = "tf_executor.island"() ({
        %562 = "tf.Mul"(%528#2, %18#0) {device = ""} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "tf_executor.yield"(%562) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      %538:2 = "tf_executor.island"() ({
        %561 = "tf.Sum"(%537#0, %21#0) {device = "", keep_dims = false} : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
        "tf_executor.yield"(%561) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %539:2 = "tf_executor.island"() ({
        %560 = "tf.Mul"(%528#0, %16#0) {device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%560) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %540:2 = "tf_executor.island"() ({
        %559 = "tf.Sum"(%539#0, %19#0) {device = "", keep_dims = false} : (tensor<2x3x2x2xf32>, tensor<4xi32>) -> tensor<f32>
        "tf_executor.yield"(%559) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %541:2 = "tf_executor.island"() ({
        %558 = "tf.AddV2"(%540#0, %536#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%558) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %542:2 = "tf_executor.island"() ({
        %557 = "tf.AddV2"(%541#0, %538#0) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "tf_executor.yield"(%557) : (tensor<f32>) -> ()
      }) : () -> (tensor<f32>, !tf_executor.control)
      %543:2 = "tf_executor.island"() ({
        %556 = "tf.Sub"(%arg14, %arg18) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%556) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %544:2 = "tf_executor.island"() ({
        %555 = "tf.Mul"(%295#0, %543#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%555) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %545:2 = "tf_executor.island"() ({
        %554 = "tf.AddN"(%265#0, %290#0, %544#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%554) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %546:2 = "tf_executor.island"() ({
        %553 = "tf.Identity"(%545#0) {device = ""} : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%553) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %547:2 = "tf_executor.island"() ({
        %552 = "tf.Mul"(%32#0, %543#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%552) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %548:2 = "tf_executor.island"() ({
        %551 = "tf.Mul"(%547#0, %288#0) {_class = ["loc:@FusedBatchNormV3_3"], device = ""} : (tensor<2x3x2x2xf32>, tensor<2xf32>) -> tensor<2x3x2x2xf32>
        "tf_executor.yield"(%551) : (tensor<2x3x2x2xf32>) -> ()
      }) : () -> (tensor<2x3x2x2xf32>, !tf_executor.control)
      %549:2 = "tf_executor.island"() ({
        %550 = "tf.Sum"(%548#0, %262#0) {_class = ["loc:@FusedBatchNormV3_3"], device = "", keep_dims = false} : (tensor<2x3x2x2xf32>, tensor<3xi32>) -> tensor<2xf32>
        "tf_executor.yield"(%550) : (tensor<2xf32>) -> ()
      }) : () -> (tensor<2xf32>, !tf_executor.control)
      "tf_executor.fetch"(%306#0, %392#0, %375#0, %355#0, %403#0, %285#0, %281#0, %421#0, %432#0, %519#0, %504#0, %481#0, %529#0, %297#0, %294#0, %546#0) : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2x3x2x2xf32>) -> ()
    }) : () -> (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2x3x2x2xf32>)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15) : (tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>, tensor<3xf32>, tensor<2x3x4x5xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<3xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2x3x2x2xf32>, tensor<2xf32>, tensor<2x3x2x2xf32>) -> ()
  }) {tf.entry_function = {control_outputs = "", inputs = "x_0,grad_y_0,scale_0,offset_0,x_1,grad_y_1,scale_1,offset_1,mean_1,variance_1,x_2,grad_y_2,scale_2,offset_2,x_3,grad_y_3,scale_3,offset_3,mean_3,variance_3", outputs = "grad_x_0,ggx_0,ggscale_0,ggy_0,grad_x_1,ggx_1,ggscale_1,ggy_1,grad_x_2,ggx_2,ggscale_2,ggy_2,grad_x_3,ggx_3,ggscale_3,ggy_3"}} : () -> ()
}) {tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} : () -> ()

