/**
 * One batch of one or more namespaces: every expected checkpoint is checked before anything is
 * written, so documents and checkpoints move together or not at all.
 * ARGV: n, then per namespace: cpKey, expected ('\0' = must be absent), newCp, idxKey, docPrefix,
 * nWrites, then nWrites pairs of (id, json) where '' deletes.
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
  i = i + 6 + 2 * tonumber(ARGV[i + 5])
end
for s = 1, n do
  local j = starts[s]
  local cpKey, newCp, idx, prefix, w = ARGV[j], ARGV[j + 2], ARGV[j + 3], ARGV[j + 4], tonumber(ARGV[j + 5])
  local k = j + 6
  for _ = 1, w do
    local id, val = ARGV[k], ARGV[k + 1]
    if val == '' then
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
