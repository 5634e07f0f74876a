export { homepageSaveSchema as HomepageBody } from "@matv/shared";
