// Every tool's --version names TaGrad's version next to LLVM's.
// RUN: tagrad-opt --version | FileCheck %s
// RUN: tagrad-run --version | FileCheck %s
// RUN: tagrad-lsp-server --version | FileCheck %s
// CHECK: LLVM version 22
// CHECK: TaGrad version {{[0-9]+\.[0-9]+\.[0-9]+}}
// CHECK-NEXT: tools: tagrad-opt {{.*}} tagrad-run {{.*}} tagrad-lsp-server
