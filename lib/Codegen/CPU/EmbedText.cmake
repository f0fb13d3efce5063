# cmake -DINPUT=<file> -DOUTPUT=<file.inc> -P EmbedText.cmake: writes INPUT
# as one C++ raw string literal, for an #include in an initializer.
file(READ ${INPUT} text)
string(FIND "${text}" ")tagrad_text\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw string's delimiter")
endif()
file(WRITE ${OUTPUT}.tmp "R\"tagrad_text(${text})tagrad_text\"\n")
file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUTPUT}.tmp)
