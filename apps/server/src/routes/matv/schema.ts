export { matvUpdateSchema as MatvBody } from "@matv/shared";
