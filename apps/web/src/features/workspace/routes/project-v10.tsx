/** `/v1.0/projects/{id}`: the same read-only summary until the 1.0 workspace lands. */
export { Component } from './project';
