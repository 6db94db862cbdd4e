// Nothing runs at the remote's own entry in production: the shell loads ./routes through Module Federation.
export {};
