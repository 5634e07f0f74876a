export { homepageUpdateSchema as HomepageBody } from "@matv/shared";
