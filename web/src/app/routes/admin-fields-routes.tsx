// Placeholder screens; replaced by the part of issue 17 that builds them.
export function AdminFieldsRoute() {
  return null;
}
