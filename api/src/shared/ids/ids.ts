import { v7 } from 'uuid';

/** New aggregate, command and correlation ids: UUID v7 (time ordered). */
export function newId(): string {
  return v7();
}
