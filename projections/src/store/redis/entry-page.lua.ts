/**
 * One page of an ordered group (ReadModelStore.entryPage), in one round trip. ARGV: the order
 * index (a sorted set: score = order, member = field), the group's hash, the cursor's order (''
 * = from the first) and key, and the page size. Equal scores sit together in byte order of their
 * members, so the cursor's place among them is found by bisection over ranks: O(log n) calls,
 * whether or not the cursor's entry is still there. Returns the page's values, in order.
 */
export const ENTRY_PAGE_LUA = `
local zkey, hkey, limit = ARGV[1], ARGV[2], tonumber(ARGV[5])
-- Bytewise, whatever locale the server runs in (Lua's < on strings follows strcoll).
local function above(a, b)
  local n = math.min(#a, #b)
  for i = 1, n do
    local x, y = string.byte(a, i), string.byte(b, i)
    if x ~= y then return x > y end
  end
  return #a > #b
end
local start = 0
if ARGV[3] ~= '' then
  local score, key = ARGV[3], ARGV[4]
  local lo = redis.call('ZCOUNT', zkey, '-inf', '(' .. score)
  local hi = redis.call('ZCOUNT', zkey, '-inf', score)
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if above(redis.call('ZRANGE', zkey, mid, mid)[1], key) then hi = mid else lo = mid + 1 end
  end
  start = lo
end
local fields = redis.call('ZRANGE', zkey, start, start + limit - 1)
if #fields == 0 then return {} end
return redis.call('HMGET', hkey, unpack(fields))
`;

/**
 * A window of an ordered group by position (ReadModelStore.entryWindow), in one round trip. ARGV:
 * the order index, the group's hash, the offset, the limit, and '1' to count from the last entry
 * back. Returns the count of the order index, then the window's values in order.
 */
export const ENTRY_WINDOW_LUA = `
local zkey, hkey = ARGV[1], ARGV[2]
local offset, limit = tonumber(ARGV[3]), tonumber(ARGV[4])
local total = redis.call('ZCARD', zkey)
if limit <= 0 or offset >= total then return { total } end
local range = ARGV[5] == '1' and 'ZREVRANGE' or 'ZRANGE'
local fields = redis.call(range, zkey, offset, offset + limit - 1)
local out = redis.call('HMGET', hkey, unpack(fields))
table.insert(out, 1, total)
return out
`;
