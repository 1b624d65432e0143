-- wrk script of scripts/load.ts: asks for the paths given after "--" in turn, accepting gzip as
-- a browser does, and prints the run's figures as one JSON line for load.ts to read.
local requests, next_request = {}, 0

function init(args)
  wrk.headers["Accept-Encoding"] = "gzip, deflate, br"
  -- Formatted once: building each request in request() would cost wrk more than nginx.
  for _, path in ipairs(args) do
    requests[#requests + 1] = wrk.format("GET", path)
  end
end

function request()
  next_request = next_request % #requests + 1
  return requests[next_request]
end

function done(summary, latency)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write,
    errors.status, errors.timeout, latency:percentile(50), latency:percentile(99)))
end
