export * from './catalogue';
export * from './catalogue-activity';
export * from './orders';
export * from './identity';
