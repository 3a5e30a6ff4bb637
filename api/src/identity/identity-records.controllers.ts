export const identityRecordControllers = [];
