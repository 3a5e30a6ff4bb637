// Placeholder screens; replaced by the part of issue 17 that builds them.
export function AdminIncrementsRoute() {
  return null;
}
export function AdminConfigurationRoute() {
  return null;
}
export function AdminTablesRoute() {
  return null;
}
export function AdminPagesRoute() {
  return null;
}
export function AdminPhrasesRoute() {
  return null;
}
