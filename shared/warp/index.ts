export * from './addressedCall';
export * from './bytes';
export * from './l1Messages';
export * from './message';
