export * from './action-def';
export * from './actions';
export * from './codes';
export * from './envelope';
export * from './models';
export * from './socket-events';
