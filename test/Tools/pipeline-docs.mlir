// The generated pipeline reference (docs/gen_pipeline_docs.py, run by the
// build into <build>/docs/TaGradPipelines.md) lists the three pipelines with
// every option and its values.
// RUN: %python %tagrad_src_root/docs/gen_pipeline_docs.py tagrad-opt %t.md
// RUN: FileCheck %s < %t.md
// CHECK: # TaGrad pipelines
// CHECK: ## `--tagrad-resolve-gradients`
// CHECK: ## `--tagrad-cpu-pipeline`
// CHECK: | `checks` | `all` \| `bounds` \| `none` |
// CHECK: | `nontemporal-min-bytes` | long |
// CHECK: | `threads` | long |
// CHECK: ## `--tagrad-gpu-pipeline`
// CHECK: | `chip` | string |
// CHECK: | `format` | `isa` \| `fatbin` |
