-- wrk script of scripts/rolling-release.sh: asks for the paths listed in the file given after
-- "--" (one a line) in turn, and prints the run's figures as one JSON line when wrk stops
-- (at the end of -d, or on SIGINT, which the script sends once the rollout is over). Each
-- connection waits a little between requests: a steady load that leaves the two cores to the
-- browser's visitors and the replicas, not a benchmark.
local requests, next_request = {}, 0

function init(args)
  wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
  -- Formatted once: building each request in request() would cost wrk more than nginx.
  for path in io.lines(args[1]) do
    requests[#requests + 1] = wrk.format("GET", path)
  end
end

function request()
  next_request = next_request % #requests + 1
  return requests[next_request]
end

function delay()
  return 10
end

function done(summary, latency)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"maxUs":%d,"p99Us":%d}\n',
    summary.requests, errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency.max, latency:percentile(99)))
end
