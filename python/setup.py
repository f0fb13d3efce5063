"""Packages TaGrad's built C API and runtime into the wheel (tagrad/_lib).

They come from $TAGRAD_BUILD_DIR/lib, else ../build/lib (the README's build
directory beside this folder). The wheel is for this machine: the C API finds
Debian's libMLIR.so where the build found it.
"""

import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

LIBRARIES = ("libTaGradCAPI.so", "libtagrad_runtime.so")


def built_library_dir():
    here = os.path.dirname(os.path.abspath(__file__))
    build = os.environ.get("TAGRAD_BUILD_DIR",
                           os.path.join(here, os.pardir, "build"))
    return os.path.normpath(os.path.join(build, "lib"))


class BuildWithLibraries(build_py):
    def run(self):
        super().run()
        source = built_library_dir()
        missing = [n for n in LIBRARIES
                   if not os.path.isfile(os.path.join(source, n))]
        if missing:
            raise SystemExit(
                "tagrad: %s not found in %s; build TaGrad first (README: "
                "cmake --build build --target TaGradCAPI tagrad_runtime) or "
                "set TAGRAD_BUILD_DIR" % (", ".join(missing), source))
        target = os.path.join(self.build_lib, "tagrad", "_lib")
        os.makedirs(target, exist_ok=True)
        for name in LIBRARIES:
            shutil.copy2(os.path.join(source, name), target)


class BinaryDistribution(Distribution):
    """The wheel holds shared libraries: a platform wheel, not a pure one."""

    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithLibraries},
      distclass=BinaryDistribution)
