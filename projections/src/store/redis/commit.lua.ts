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
for s = 1, n do
  local j = starts[s]
  local cpKey, newCp, idx, prefix, grouped, w = ARGV[j], ARGV[j + 2], ARGV[j + 3], ARGV[j + 4], ARGV[j + 5] == '1', tonumber(ARGV[j + 6])
  local k = j + 7
  for _ = 1, w do
    local id, val = ARGV[k], ARGV[k + 1]
    local sep = grouped and string.find(id, '/', 1, true)
    if sep then
      local group, key = string.sub(id, 1, sep - 1), string.sub(id, sep + 1)
      if val == '' then
        redis.call('HDEL', prefix .. group, key)
        if redis.call('HLEN', prefix .. group) == 0 then redis.call('SREM', idx, group) end
      else
        redis.call('HSET', prefix .. group, key, val)
        redis.call('SADD', idx, group)
      end
    elseif val == '' then
      redis.call('DEL', prefix .. id)
      redis.call('SREM', idx, id)
    else
      redis.call('SET', prefix .. id, val)
      redis.call('SADD', idx, id)
    end
    k = k + 2
  end
  redis.call('SET', cpKey, newCp)
end
return n
`;

/** ARGV: docPrefix, then pairs (group, key); the entries' JSON in order, nil where absent. */
export const ENTRIES_LUA = `
local p = ARGV[1]
local out = {}
for i = 2, #ARGV, 2 do
  out[#out + 1] = redis.call('HGET', p .. ARGV[i], ARGV[i + 1])
end
return out
`;
