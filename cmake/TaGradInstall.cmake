# Installs the libraries, headers, tagrad-opt and a TaGradConfig.cmake so
# another project can find_package(TaGrad) and link TaGrad::TaGradDialect,
# TaGrad::TaGradAnalysis, TaGrad::TaGradTransforms, TaGrad::TaGradConversion,
# TaGrad::TaGradCodegenCPU, TaGrad::TaGradCodegenGPU, TaGrad::TaGradPipelines,
# and the C API TaGrad::TaGradCAPI (include/TaGrad-c).
include(CMakePackageConfigHelpers)

set(TAGRAD_INSTALL_CMAKE_DIR lib/cmake/TaGrad)

install(TARGETS TaGradDialect TaGradAnalysis TaGradTransforms TaGradTFFrontend TaGradConversion
                TaGradCodegenCPU TaGradCodegenGPU TaGradPipelines TaGradCAPI
  EXPORT TaGradTargets
  LIBRARY DESTINATION lib ARCHIVE DESTINATION lib)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/TaGrad
                  ${PROJECT_SOURCE_DIR}/include/TaGrad-c
  DESTINATION include FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/TaGrad
  DESTINATION include FILES_MATCHING PATTERN "*.inc")
install(EXPORT TaGradTargets NAMESPACE TaGrad::
  DESTINATION ${TAGRAD_INSTALL_CMAKE_DIR})

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/TaGradConfig.cmake.in
  ${PROJECT_BINARY_DIR}/TaGradConfig.cmake
  INSTALL_DESTINATION ${TAGRAD_INSTALL_CMAKE_DIR})
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/TaGradConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/TaGradConfig.cmake
              ${PROJECT_BINARY_DIR}/TaGradConfigVersion.cmake
  DESTINATION ${TAGRAD_INSTALL_CMAKE_DIR})
