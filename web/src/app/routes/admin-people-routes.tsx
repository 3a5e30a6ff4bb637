// Placeholder screens; replaced by the part of issue 17 that builds them.
export function AdminLotsRoute() {
  return null;
}
export function AdminUsersRoute() {
  return null;
}
export function AdminUserRoute() {
  return null;
}
export function AdminMailRoute() {
  return null;
}
export function InviteRoute() {
  return null;
}
