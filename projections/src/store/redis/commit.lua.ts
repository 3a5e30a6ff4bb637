/**
 * One batch of one or more namespaces: every expected checkpoint is checked before anything is
 * written, so documents and checkpoints move together or not at all. The client lays the
 * arguments out by command (see redis-args.ts), so each command takes a whole run of ARGV at
 * once: the script loops over commands and groups, never over documents.
 * ARGV: n, then per namespace a header cpKey, expected ('\0' = must be absent), newCp, idxKey,
 * nSet, nDel, nGroups, bodyLength, then the body: nSet (key, json) pairs, their nSet ids, nDel
 * keys, their nDel ids, and per group: hash key, group id, nSet, nDel, nScored ('-' when the
 * layout has no order), (field, json) pairs, fields, then nScored (score, field) pairs for the
 * sorted set `<hash key>/` that keeps the group's fields in their layout's order (see entryPage;
 * an entry the order leaves out has no pair).
 */
export const COMMIT_LUA = `
local n = tonumber(ARGV[1])
local i = 2
local starts = {}
for s = 1, n do
  starts[s] = i
  local cur = redis.call('GET', ARGV[i])
  local expected = ARGV[i + 1]
  if expected == '\\0' then
    if cur then return redis.error_reply('CPMISMATCH ' .. ARGV[i]) end
  elseif cur ~= expected then
    return redis.error_reply('CPMISMATCH ' .. ARGV[i])
  end
  i = i + 8 + tonumber(ARGV[i + 7])
end
-- ARGV[a..b] as the arguments of one command, in runs the Lua stack holds (pairs stay whole).
local function run(cmd, key, a, b)
  while a <= b do
    local last = math.min(a + 3999, b)
    if key then redis.call(cmd, key, unpack(ARGV, a, last)) else redis.call(cmd, unpack(ARGV, a, last)) end
    a = last + 1
  end
end
local function each(cmd, key, list)
  for c = 1, #list, 4000 do redis.call(cmd, key, unpack(list, c, math.min(c + 3999, #list))) end
end
for s = 1, n do
  local j = starts[s]
  local cpKey, newCp, idx = ARGV[j], ARGV[j + 2], ARGV[j + 3]
  local nSet, nDel, nGroups = tonumber(ARGV[j + 4]), tonumber(ARGV[j + 5]), tonumber(ARGV[j + 6])
  local k = j + 8
  run('MSET', nil, k, k + 2 * nSet - 1)
  k = k + 2 * nSet
  run('SADD', idx, k, k + nSet - 1)
  k = k + nSet
  run('DEL', nil, k, k + nDel - 1)
  k = k + nDel
  run('SREM', idx, k, k + nDel - 1)
  k = k + nDel
  local live, empty = {}, {}
  for _ = 1, nGroups do
    local key, group, hSet, hDel = ARGV[k], ARGV[k + 1], tonumber(ARGV[k + 2]), tonumber(ARGV[k + 3])
    local ordered = ARGV[k + 4] ~= '-'
    local scored = ordered and tonumber(ARGV[k + 4]) or 0
    k = k + 5
    run('HSET', key, k, k + 2 * hSet - 1)
    k = k + 2 * hSet
    run('HDEL', key, k, k + hDel - 1)
    if ordered then run('ZREM', key .. '/', k, k + hDel - 1) end
    k = k + hDel
    run('ZADD', key .. '/', k, k + 2 * scored - 1)
    k = k + 2 * scored
    if hDel == 0 or redis.call('EXISTS', key) == 1 then live[#live + 1] = group else empty[#empty + 1] = group end
  end
  each('SADD', idx, live)
  each('SREM', idx, empty)
  redis.call('SET', cpKey, newCp)
end
return n
`;

/** ARGV: nGroups, then per group: hash key, nFields, fields. The values in that order, nil where absent. */
export const ENTRIES_LUA = `
local out = {}
local k = 2
for _ = 1, tonumber(ARGV[1]) do
  local key, f = ARGV[k], tonumber(ARGV[k + 1])
  local a, b = k + 2, k + 1 + f
  while a <= b do
    local last = math.min(a + 3999, b)
    local vals = redis.call('HMGET', key, unpack(ARGV, a, last))
    for v = 1, #vals do out[#out + 1] = vals[v] end
    a = last + 1
  end
  k = b + 1
end
return out
`;
