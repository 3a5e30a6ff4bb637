/** The read-model store (memory or Redis) the queries and the gateway read. */
export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');
/** The embedded projection runner, when this process runs one (absent on scale-out api nodes). */
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
