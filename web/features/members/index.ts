// The members feature's public entry: what other features may use.
export { membersQueryOptions } from "./api/members-api";
