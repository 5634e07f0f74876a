/** The staff side's calls (lib/api/staff.ts) and their one error. */
export { ApiError } from "../../lib/apiError";
export { staffApi, staffFetch } from "../../lib/api/staff";
