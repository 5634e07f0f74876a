export { matvSaveSchema as MatvBody } from "@matv/shared";
