# -*- Python -*-

import os

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "TAGRAD"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tagrad_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "README.txt", "LICENSE.txt",
                   "lit.cfg.py", "lit.site.cfg.py"]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

mlir_lib_dir = config.mlir_lib_dir
config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(
    ("%mlir_c_runner_utils",
     os.path.join(mlir_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext)))
config.substitutions.append(
    ("%mlir_runner_utils",
     os.path.join(mlir_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext)))
config.substitutions.append(
    ("%tagrad_runtime",
     os.path.join(config.tagrad_lib_dir, "libtagrad_runtime" + config.llvm_shlib_ext)))
config.substitutions.append(("%tagrad_src_root", config.tagrad_src_root))

tool_dirs = [config.tagrad_tools_dir, config.llvm_tools_dir]
tools = [
    "tagrad-opt",
    "tagrad-run",
    "tagrad-lsp-server",
    "tagrad-translate",
    "tagrad-fuzz",
    "tagrad-run-fuzz",
    "tagrad-graphdef-fuzz",
    ToolSubst("mlir-runner", unresolved="fatal"),
    ToolSubst("mlir-translate", unresolved="fatal"),
    ToolSubst("mlir-opt", unresolved="fatal"),
    ToolSubst("llc", unresolved="ignore"),
    ToolSubst("opt", unresolved="ignore"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

if os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
