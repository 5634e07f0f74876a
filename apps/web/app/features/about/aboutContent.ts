/** The About page's texts (spec 001 §1, §2 "About page sections"), written for this project. */

export const ABOUT_STATS = [
  { value: "2000", label: "Started" },
  { value: "793", label: "Satellite channel" },
  { value: "24+", label: "Years on air" },
  { value: "FREE", label: "To air" },
] as const;

export const ABOUT_TIMELINE = [
  {
    year: "2000",
    title: "A terrestrial start in Leicestershire",
    text: "MATV began as a local terrestrial channel in Leicestershire, made by and for the Indian community of the East Midlands.",
  },
  {
    year: "2004",
    title: "Onto satellite",
    text: "Four years later the channel moved to satellite, reaching Indian families across the whole of the United Kingdom.",
  },
  {
    year: "2008",
    title: "A new home in London",
    text: "MATV moved its studios and newsroom to London, closer to Westminster, the City and the diaspora's biggest communities.",
  },
  {
    year: "Today",
    title: "Channel 793, across Europe",
    text: "On channel 793 of a UK satellite platform, MATV is free to air from Norway to Turkey, with news, debate and community programmes every day.",
  },
] as const;

/** The countries viewers call our live shows from (spec 001 §2). */
export const LIVE_CALL_COUNTRIES = ["Poland", "Germany", "Netherlands", "Norway", "Sweden", "Italy", "France", "Belgium", "Denmark", "Switzerland"] as const;

export const SALIENT_FEATURES = [
  { title: "UK news first", text: "Westminster, the NHS, schools and the cost of living, explained for British Indian families." },
  { title: "India, close to home", text: "News from every Indian state, with correspondents who know the places our viewers come from." },
  { title: "Live debate shows", text: "Politicians, experts and viewers argue the week's questions live, with phone-ins from across Europe." },
  { title: "Community coverage", text: "Festivals, temple and gurdwara events, charity drives and local achievements, filmed where they happen." },
  { title: "Hindi promotion", text: "Programmes that teach, celebrate and use Hindi, so a new generation keeps the language alive." },
  { title: "Free to air", text: "No subscription and no card: anyone with a satellite dish from Norway to Turkey can watch." },
  { title: "Diaspora support", text: "A dedicated route for viewers who need help with a problem in India or abroad." },
  { title: "Business and money", text: "Markets, remittances, the pound and the rupee, and the stories of diaspora entrepreneurs." },
  { title: "Culture and entertainment", text: "Bollywood, music, food and the arts, alongside British TV and film." },
] as const;

export const SPECIAL_PROGRAMMING = [
  { title: "Live debate shows", text: "Weekly live debates on the issues that matter to the diaspora, open to callers from across Europe." },
  {
    title: "Live from India on Republic Day and Independence Day",
    text: "Special live broadcasts from India for 26 January and 15 August, with celebrations from both countries.",
  },
  { title: "Live community events", text: "Live coverage of community events from France, Germany, Belgium and Italy, as well as across the UK." },
] as const;

export const PARTNERSHIPS = [
  {
    title: "Diplomatic partnership",
    text: "Work with India's diplomatic mission on consular information, national-day celebrations and public notices for the diaspora.",
  },
  { title: "Cultural partnership", text: "Programmes made with an Indian cultural institute in London: classical arts, festivals, lectures and exhibitions." },
  { title: "Language partnership", text: "Support for a Hindi promotion body: language classes, poetry evenings and Hindi Diwas programming." },
] as const;

export const WHY_CHOOSE = [
  "More than 24 years of broadcasting for the Indian diaspora.",
  "Free to air: no subscription, no contract, no card.",
  "Reach across Europe, from Norway to Turkey.",
  "UK news explained for British Indian households.",
  "News from India's states, not only its capital.",
  "Live debate shows where viewers have their say.",
  "Phone-ins from ten European countries.",
  "Live coverage of community events in the UK and Europe.",
  "Special live broadcasts for India's national days.",
  "Programmes that promote Hindi for every generation.",
  "Partnerships with Indian cultural and diplomatic bodies.",
  "A diaspora support route for viewers who need help.",
  "Business and money news for families and entrepreneurs.",
  "Culture, entertainment and sport alongside the news.",
  "A London newsroom with roots in the Leicestershire community.",
] as const;

export const IN_SHORT =
  "In short: MATV is the UK's free-to-air home of news, debate and community for the Indian diaspora, on channel 793 since it moved to satellite, and on your screen across Europe.";
