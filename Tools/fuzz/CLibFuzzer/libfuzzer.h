// libFuzzer's driver, which the toolchain's libclang_rt.fuzzer provides when a program is linked
// with -sanitize=fuzzer. Declared here because the package's executables bring their own main:
// ilog-fuzz calls the driver from it. Nothing is linked unless the fuzzer is.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
