-- wrk script of bench/wrk.ts: every request is a prepared one (a line of the file: method, path, then the
-- headers and the body, tab-separated, headers as name=value), each thread sending its own share in order, so
-- that no request is sent twice (a bet's transaction id is its idempotency key: a second send is a replay).
-- Past its share a thread sends nothing new: `done` reports how many it would have needed (the caller fails).
local threads = {}
local count = 0

function setup(thread)
  thread:set("tid", count)
  count = count + 1
  table.insert(threads, thread)
end

function init(args)
  local file, every = args[1], tonumber(args[2])
  reqs = {}
  local n = 0
  for line in io.lines(file) do
    if n % every == tid then
      local fields = {}
      for field in (line .. "\t"):gmatch("([^\t]*)\t") do fields[#fields + 1] = field end
      local headers = {}
      for k = 3, #fields - 1 do
        local name, value = fields[k]:match("^([^=]+)=(.*)$")
        headers[name] = value
      end
      reqs[#reqs + 1] = wrk.format(fields[1], fields[2], headers, fields[#fields])
    end
    n = n + 1
  end
  prepared = #reqs
  sent = 0
end

function request()
  sent = sent + 1
  return reqs[math.min(sent, prepared)]
end

function done(summary, latency, requests)
  local short = 0
  for _, t in ipairs(threads) do
    local s, p = t:get("sent"), t:get("prepared")
    if s > p then short = short + s - p end
  end
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"duration_us":%d,"non2xx":%d,"errors":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,"short":%d}\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, short))
end
