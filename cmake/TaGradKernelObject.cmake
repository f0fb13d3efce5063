# tagrad_kernel_object(<object> SOURCE <file.mlir> [PREFIX <p>]
#                      [FRONT_END] [PIPELINE_OPTIONS <opts>] [CPU <cpu>])
#
# Compiles an MLIR module ahead of time into an object file that a test or
# benchmark links and calls through MLIR's C interface: (the TensorFlow
# front end, when FRONT_END,) --tagrad-cpu-pipeline=<opts>, LLVM IR, LLVM's
# -O3 middle end (what clang -O3 or tagrad-run's JIT run on it) and llc for
# <cpu> (default: the host's). The host triple is given to opt and llc:
# mlir-translate writes none, and without one llc assumes no C library and
# expands every memcpy/memset into a byte loop. PREFIX renames every
# function (@f -> @<p>f) so that one module can be linked twice, compiled
# with different options.
function(tagrad_kernel_object object)
  cmake_parse_arguments(ARG "FRONT_END" "SOURCE;PREFIX;PIPELINE_OPTIONS;CPU"
                        "" ${ARGN})
  get_filename_component(stem ${object} NAME_WE)
  get_filename_component(dir ${object} DIRECTORY)
  set(cpu -mcpu=native)
  if(ARG_CPU)
    set(cpu -mcpu=${ARG_CPU})
  endif()
  set(front_end)
  if(ARG_FRONT_END)
    set(front_end --allow-unregistered-dialect -tagrad-legalize-tf)
  endif()
  add_custom_command(
    OUTPUT ${object}
    COMMAND sed -e "s/func.func @/func.func @${ARG_PREFIX}/" ${ARG_SOURCE}
            > ${stem}.mlir
    COMMAND tagrad-opt ${front_end}
            "--tagrad-cpu-pipeline=${ARG_PIPELINE_OPTIONS}" ${stem}.mlir
            -o ${stem}.llvm.mlir
    COMMAND ${LLVM_TOOLS_BINARY_DIR}/mlir-translate --mlir-to-llvmir
            ${stem}.llvm.mlir -o ${stem}.ll
    COMMAND ${LLVM_TOOLS_BINARY_DIR}/opt -O3 -mtriple=${LLVM_HOST_TRIPLE}
            ${cpu} ${stem}.ll -o ${stem}.opt.bc
    COMMAND ${LLVM_TOOLS_BINARY_DIR}/llc -O3 -mtriple=${LLVM_HOST_TRIPLE}
            ${cpu} -filetype=obj --relocation-model=pic ${stem}.opt.bc
            -o ${object}
    DEPENDS tagrad-opt ${ARG_SOURCE}
    WORKING_DIRECTORY ${dir}
    COMMENT "Compiling ${ARG_SOURCE} (${ARG_PIPELINE_OPTIONS})"
    VERBATIM)
endfunction()
