/**
 * One batch of one or more namespaces: every expected checkpoint is checked before anything is
 * written, so documents and checkpoints move together or not at all.
 * ARGV: n, then per namespace: cpKey, expected ('\0' = must be absent), newCp, idxKey, docPrefix,
 * grouped ('1': ids `<group>/<key>` are fields of hash `<docPrefix><group>`), nWrites, then nWrites
 * pairs of (id, json) where '' deletes.
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
  i = i + 7 + 2 * tonumber(ARGV[i + 6])
end
-- Commands take many keys or fields at once: a call per document would cost more than the data.
local function bulk(cmd, key, list)
  for c = 1, #list, 4000 do
    local last = math.min(c + 3999, #list)
    if key then redis.call(cmd, key, unpack(list, c, last)) else redis.call(cmd, unpack(list, c, last)) end
  end
end
for s = 1, n do
  local j = starts[s]
  local cpKey, newCp, idx, prefix, grouped, w = ARGV[j], ARGV[j + 2], ARGV[j + 3], ARGV[j + 4], ARGV[j + 5] == '1', tonumber(ARGV[j + 6])
  local k = j + 7
  local sets, dels, ids, gone = {}, {}, {}, {}
  local hsets, hdels, order = {}, {}, {}
  for _ = 1, w do
    local id, val = ARGV[k], ARGV[k + 1]
    local sep = grouped and string.find(id, '/', 1, true)
    if sep then
      local group = string.sub(id, 1, sep - 1)
      if not hsets[group] then hsets[group], hdels[group], order[#order + 1] = {}, {}, group end
      local list = val == '' and hdels[group] or hsets[group]
      list[#list + 1] = string.sub(id, sep + 1)
      if val ~= '' then list[#list + 1] = val end
    elseif val == '' then
      dels[#dels + 1] = prefix .. id
      gone[#gone + 1] = id
    else
      sets[#sets + 1] = prefix .. id
      sets[#sets + 1] = val
      ids[#ids + 1] = id
    end
    k = k + 2
  end
  bulk('MSET', nil, sets)
  bulk('SADD', idx, ids)
  bulk('DEL', nil, dels)
  bulk('SREM', idx, gone)
  local live, empty = {}, {}
  for _, group in ipairs(order) do
    local key = prefix .. group
    if #hsets[group] > 0 then bulk('HSET', key, hsets[group]) end
    if #hdels[group] > 0 then bulk('HDEL', key, hdels[group]) end
    if #hdels[group] == 0 or redis.call('EXISTS', key) == 1 then live[#live + 1] = group else empty[#empty + 1] = group end
  end
  bulk('SADD', idx, live)
  bulk('SREM', idx, empty)
  redis.call('SET', cpKey, newCp)
end
return n
`;

/** ARGV: docPrefix, then pairs (group, key); the entries' JSON in order, nil where absent. One HMGET per group. */
export const ENTRIES_LUA = `
local p = ARGV[1]
local fields, at, order = {}, {}, {}
for i = 2, #ARGV, 2 do
  local g = ARGV[i]
  if not fields[g] then fields[g], at[g], order[#order + 1] = {}, {}, g end
  local f = fields[g]
  f[#f + 1] = ARGV[i + 1]
  at[g][#f] = i / 2
end
local out = {}
for i = 1, (#ARGV - 1) / 2 do out[i] = false end
for _, g in ipairs(order) do
  local f = fields[g]
  for c = 1, #f, 4000 do
    local last = math.min(c + 3999, #f)
    local vals = redis.call('HMGET', p .. g, unpack(f, c, last))
    for v = 1, #vals do out[at[g][c + v - 1]] = vals[v] end
  end
end
return out
`;
