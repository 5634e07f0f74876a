export { breakingSaveSchema as BreakingSaveBody } from "@matv/shared";
