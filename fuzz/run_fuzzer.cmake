# Runs one libFuzzer target for a bounded time on a scratch copy of its seed corpus (ctest
# label "fuzz"). Fails when the fuzzer finds a crash; the input that crashed is left in WORK.
#   cmake -DFUZZER=... -DSEEDS=fuzz/corpus/<name> -DWORK=<dir> -DSECONDS=5 -P run_fuzzer.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/corpus)
if(EXISTS ${SEEDS})
  file(GLOB seeds ${SEEDS}/*)
  if(seeds)
    file(COPY ${seeds} DESTINATION ${WORK}/corpus)
  endif()
endif()
# A fixed seed: CI's run is the same mutation sequence every time, so a red CI is a finding that
# reproduces, not the luck of a random seed (the long campaigns by hand use random seeds).
execute_process(
  COMMAND ${FUZZER} -seed=1 -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048
          -artifact_prefix=${WORK}/ -print_final_stats=1 ${WORK}/corpus
  WORKING_DIRECTORY ${WORK}
  RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${FUZZER} found a failing input (exit ${result}); see ${WORK}")
endif()
