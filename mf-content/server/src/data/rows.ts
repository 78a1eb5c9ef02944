/** Both drivers return timestamptz as Date, but be strict about it rather than trust the driver. */
export const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
