// Demo content for the MATV news website.
// All people, quotes and events below are fictional and were written for this project.
// Public institutions are mentioned only as context; spokespeople are invented.

export interface DemoAuthor {
  name: string;
  title: string;
  category: string;
  bio: string;
  location: string;
  expertise: string[];
  socialLinks: { twitter: string; linkedin: string; website: string };
}

export interface DemoArticle {
  title: string; // realistic news headline, 50-95 characters
  subtitle: string; // one sentence standfirst
  summary: string; // 1-2 sentences, 120-200 characters
  paragraphs: string[]; // 3 paragraphs of plain text (no HTML), 40-80 words each
  tags: string[]; // 2-4 short tags
  author: string; // exactly one of the DEMO_AUTHORS names
  location?: string; // optional dateline city
}

export interface DemoBlog {
  title: string;
  summary: string;
  author: string;
  paragraphs: string[];
}

export type DemoCategoryPageName =
  | "WorldNews"
  | "ViralNews"
  | "LatestNews"
  | "IndiaNews"
  | "WebStories"
  | "ScienceNews"
  | "Opinion"
  | "Entertainment"
  | "Defence"
  | "SportFit"
  | "Education"
  | "ElectionNews"
  | "Health"
  | "Tech"
  | "Initiatives";

export type DemoPageName = DemoCategoryPageName | "TopStories" | "Community" | "Money" | "Sports" | "DeepDive" | "Technology";

export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    name: "Priya Raghavan",
    title: "Senior Political Correspondent",
    category: "POLITICS",
    bio: "Priya has covered Westminster and Indian state elections for MATV for more than a decade, reporting from count centres in Leicester, Lucknow and everywhere in between.",
    location: "London",
    expertise: ["UK Politics", "Indian Elections", "Parliament", "Policy"],
    socialLinks: {
      twitter: "https://twitter.com/priyaraghavan_tv",
      linkedin: "https://linkedin.com/in/priyaraghavan",
      website: "https://example.com/priyaraghavan",
    },
  },
  {
    name: "James Whitfield",
    title: "Business and Economics Editor",
    category: "BUSINESS",
    bio: "James joined MATV from the City, where he spent eight years analysing currency markets. He now explains budgets, interest rates and the pound-rupee corridor for viewers.",
    location: "London",
    expertise: ["Economy", "Markets", "Personal Finance", "Trade"],
    socialLinks: {
      twitter: "https://twitter.com/jwhitfield_matv",
      linkedin: "https://linkedin.com/in/jameswhitfield",
      website: "https://example.com/jameswhitfield",
    },
  },
  {
    name: "Arjun Mehta",
    title: "Chief Sports Correspondent",
    category: "SPORTS",
    bio: "A former club cricketer from Leicestershire, Arjun has reported on Test series, kabaddi leagues and grassroots football for MATV since the channel's early days in the Midlands.",
    location: "Leicester",
    expertise: ["Cricket", "Football", "Kabaddi", "Grassroots Sport"],
    socialLinks: {
      twitter: "https://twitter.com/arjunmehta_sport",
      linkedin: "https://linkedin.com/in/arjunmehta",
      website: "https://example.com/arjunmehta",
    },
  },
  {
    name: "Sophie Clarke",
    title: "Technology and Science Correspondent",
    category: "TECHNOLOGY",
    bio: "Sophie reports on start-ups, space programmes and digital rights across the UK and India, and presents MATV's weekly technology round-up.",
    location: "Manchester",
    expertise: ["Technology", "Science", "Space", "Start-ups"],
    socialLinks: {
      twitter: "https://twitter.com/sophieclarke_tech",
      linkedin: "https://linkedin.com/in/sophieclarke",
      website: "https://example.com/sophieclarke",
    },
  },
  {
    name: "Anjali Desai",
    title: "Culture and Entertainment Editor",
    category: "CULTURE",
    bio: "Anjali covers Bollywood, British television and the music of the diaspora, and has interviewed film-makers at festivals from Mumbai to Edinburgh.",
    location: "Birmingham",
    expertise: ["Bollywood", "Television", "Music", "Community Arts"],
    socialLinks: {
      twitter: "https://twitter.com/anjalidesai_arts",
      linkedin: "https://linkedin.com/in/anjalidesai",
      website: "https://example.com/anjalidesai",
    },
  },
  {
    name: "Tom Hargreaves",
    title: "World Affairs Editor",
    category: "WORLD",
    bio: "Tom has reported from more than forty countries, specialising in diplomacy, defence and the relationship between Britain, India and the wider Commonwealth.",
    location: "London",
    expertise: ["Diplomacy", "Defence", "Commonwealth", "Global Health"],
    socialLinks: {
      twitter: "https://twitter.com/tomhargreaves_world",
      linkedin: "https://linkedin.com/in/tomhargreaves",
      website: "https://example.com/tomhargreaves",
    },
  },
];

export const DEMO_ARTICLES: Record<DemoPageName, DemoArticle[]> = {
  WorldNews: [
    {
      title: "Commonwealth trade ministers agree plan to cut red tape for small exporters",
      subtitle: "A new framework promises simpler customs paperwork for firms trading between member states.",
      summary:
        "Trade ministers meeting in London have backed a shared digital customs form that could save small businesses weeks of paperwork on every shipment.",
      paragraphs: [
        "Trade ministers from across the Commonwealth have agreed a framework intended to make it easier for small and medium-sized firms to export goods between member states. The plan, announced at the close of a two-day meeting in London, centres on a single digital customs declaration that participating countries would recognise.",
        "Officials said the average small exporter currently completes up to six separate forms when shipping to another Commonwealth country. A Commonwealth Secretariat spokesperson said the new approach could cut clearance times by as much as half, particularly for food producers and textile firms whose goods lose value when they are held at ports.",
        "Business groups in the UK welcomed the announcement but warned that implementation would take years. A representative of a Leicester-based garment exporters' association said members trading with India, Kenya and Malaysia had waited a long time for progress, and urged ministers to publish a clear timetable before the next summit.",
      ],
      tags: ["Trade", "Commonwealth", "Business"],
      author: "Tom Hargreaves",
      location: "London",
    },
    {
      title: "UK pledges emergency aid as monsoon floods displace thousands in Bangladesh",
      subtitle: "Funding will support clean water, shelter and medical teams in the worst-affected districts.",
      summary:
        "The Foreign Office has announced an emergency aid package after severe monsoon flooding forced families from their homes across northern Bangladesh.",
      paragraphs: [
        "The UK government has announced an emergency aid package for Bangladesh after days of heavy monsoon rain caused rivers to burst their banks across several northern districts. Local authorities estimate that tens of thousands of people have been moved to temporary shelters, with many villages accessible only by boat.",
        "A Foreign Office spokesperson said the funding would be channelled through established humanitarian partners to provide clean drinking water, sanitation kits, temporary shelter and mobile health clinics. Aid workers on the ground have warned that the risk of waterborne disease rises sharply once floodwater begins to stand for more than a few days.",
        "Bangladeshi community groups in east London and Oldham have begun their own collections. Organisers at one mosque in Tower Hamlets said donations had arrived within hours of the first pictures appearing online, and they were coordinating with registered charities to make sure money reached families rather than being spent on goods that were difficult to transport.",
      ],
      tags: ["Bangladesh", "Floods", "Aid"],
      author: "Tom Hargreaves",
      location: "Dhaka",
    },
    {
      title: "G20 finance talks close with renewed pledge on debt relief for poorer nations",
      subtitle: "Ministers agreed to speed up restructuring talks, but campaigners say the promises lack detail.",
      summary:
        "Finance ministers from the world's largest economies have committed to faster debt restructuring for low-income countries, though no new money was announced.",
      paragraphs: [
        "Finance ministers and central bank governors from the G20 group of economies have ended two days of talks with a renewed commitment to speed up debt relief for the world's poorest countries. The final communique promised clearer timelines for restructuring negotiations, which have dragged on for years in several cases.",
        "Delegates said rising interest rates had left many low-income nations spending more on servicing debt than on health or education. A senior official from the Indian delegation described the agreement as a practical step forward, while noting that private creditors would need to be brought into the process for it to work.",
        "Development charities gave the statement a cautious welcome. A spokesperson for one UK-based campaign group said the language was encouraging but that families in the affected countries needed results rather than communiques, and called on the Treasury to use its influence to secure firm deadlines before the next round of meetings.",
      ],
      tags: ["G20", "Debt", "Economy"],
      author: "James Whitfield",
    },
    {
      title: "Island nations press for faster climate adaptation funding at Nairobi meeting",
      subtitle: "Small island states say sea walls and early warning systems cannot wait for the next summit.",
      summary:
        "Climate envoys gathered in Nairobi heard urgent appeals from small island states, which say promised adaptation money is arriving far too slowly.",
      paragraphs: [
        "Representatives of small island states have used a United Nations climate meeting in Nairobi to demand that promised adaptation funding be released more quickly. Several delegations said their countries were already spending scarce budgets repairing roads, harbours and homes damaged by storms that scientists link to a warming climate.",
        "One envoy from the Pacific described the current system as a maze of applications and audits that favoured larger countries with bigger civil services. Negotiators from India and several African nations backed calls for simpler access, arguing that early warning systems and coastal defences save lives and money when they are built in time.",
        "British officials attending the talks said the UK remained committed to its international climate finance pledges. Observers expect the issues raised in Nairobi to dominate preparations for the next full climate summit, where developing countries are likely to push for a firm target for adaptation spending rather than a general aspiration.",
      ],
      tags: ["Climate", "United Nations", "Environment"],
      author: "Tom Hargreaves",
      location: "Nairobi",
    },
    {
      title: "Gulf remittance fee changes leave South Asian workers paying more to send money home",
      subtitle: "New charges on international transfers are expected to hit families in India, Pakistan and Nepal.",
      summary:
        "Migrant workers in the Gulf face higher costs to send wages home after changes to transfer fees, with families in South Asia likely to feel the impact.",
      paragraphs: [
        "Changes to the fees charged on international money transfers from several Gulf states are expected to increase the cost of sending wages home for millions of South Asian workers. Exchange houses have begun notifying customers that charges on smaller transfers will rise, with the biggest increases falling on payments below a few hundred dollars.",
        "Economists say remittances are a lifeline for households in states such as Kerala and for much of rural Nepal. Even a small rise in fees can add up over a year for a worker sending money every month, and analysts warn that some may turn to informal and unregulated channels to avoid the extra cost.",
        "Consumer groups have urged workers to compare providers carefully and to use licensed services. A spokesperson for one migrant welfare organisation said digital transfer apps were often cheaper, but that many labourers lacked reliable internet access or the documents needed to open an account, leaving them dependent on traditional counters.",
      ],
      tags: ["Remittances", "Gulf", "Migration"],
      author: "James Whitfield",
    },
    {
      title: "Australia and India sign student mobility pact designed to ease visa backlogs",
      subtitle: "The agreement promises faster processing and recognition of qualifications in both directions.",
      summary:
        "Australia and India have signed an agreement to speed up student visas and recognise each other's degrees, a move watched closely by universities in the UK.",
      paragraphs: [
        "Australia and India have signed a student mobility agreement that both governments say will reduce visa waiting times and make it easier for graduates to have their qualifications recognised. The pact follows a sharp rise in the number of Indian students choosing Australian universities over the past five years.",
        "Under the deal, applications from students enrolled at approved institutions will be processed through a dedicated stream, and a joint taskforce will review how professional qualifications in fields such as nursing and engineering are assessed. Officials said the aim was to give young people greater certainty before they commit to expensive courses overseas.",
        "British universities, which compete for the same students, are watching closely. A spokesperson for one UK higher education body said international recruitment had become increasingly competitive and that clear, stable visa rules were now as important to families in India as rankings or reputation when choosing where to study.",
      ],
      tags: ["Education", "India", "Australia"],
      author: "Tom Hargreaves",
      location: "Canberra",
    },
    {
      title: "European and Indian space agencies agree to share ground stations for lunar missions",
      subtitle: "The arrangement will allow each agency to track spacecraft using the other's antennas.",
      summary:
        "ISRO and the European Space Agency have agreed to share tracking stations, giving both better coverage of future missions to the Moon and beyond.",
      paragraphs: [
        "The European Space Agency and the Indian Space Research Organisation have agreed to share ground station facilities, allowing each to track and communicate with spacecraft using the other's network of antennas. The arrangement is expected to be used first for lunar missions planned over the coming years.",
        "Deep space communication depends on large dishes positioned around the globe so that a spacecraft is always in view of at least one station as the Earth rotates. Engineers said sharing facilities would reduce the risk of gaps in coverage during critical moments such as orbit insertion or landing.",
        "The agreement builds on earlier cooperation in which European stations supported Indian missions on a case-by-case basis. An ISRO spokesperson said a standing arrangement would save time and cost, while a European official said the partnership reflected India's growing role as one of the world's leading spacefaring nations.",
      ],
      tags: ["Space", "ISRO", "Science"],
      author: "Sophie Clarke",
    },
    {
      title: "Sri Lanka tourism rebounds as British arrivals reach their highest level in a decade",
      subtitle: "Hotels on the south coast report strong bookings, helped by new direct flights from London.",
      summary:
        "Sri Lanka's tourism industry is enjoying a strong recovery, with visitors from the UK now the island's second-largest source market after India.",
      paragraphs: [
        "Sri Lanka's tourism industry is showing strong signs of recovery, with official figures indicating that arrivals from the United Kingdom have reached their highest level in ten years. Hotel owners along the southern coast and in the hill country say bookings for the coming winter season are already ahead of expectations.",
        "The sector was badly hit by the pandemic and by the country's economic crisis, which led to fuel shortages and rolling power cuts. Officials credit the rebound to improved stability, a more competitive exchange rate and new direct flights from London, which have made the island more accessible for families.",
        "Tour operators in the UK report particular interest from second-generation British Sri Lankans bringing children to visit relatives, as well as travellers combining trips with visits to southern India. A Sri Lanka Tourism spokesperson said the aim now was to spread visitors beyond the most popular beaches so that rural communities also benefit.",
      ],
      tags: ["Sri Lanka", "Tourism", "Travel"],
      author: "Tom Hargreaves",
      location: "Colombo",
    },
  ],
  ViralNews: [
    {
      title: "Leicester grandmother's speedy samosa-folding video racks up millions of views",
      subtitle: "A clip filmed by her grandson in the family kitchen has been shared around the world.",
      summary: "A 78-year-old from Leicester has become an unlikely online star after her grandson filmed her folding forty samosas in under ten minutes.",
      paragraphs: [
        "A Leicester grandmother has become an internet sensation after a video of her folding samosas at remarkable speed was viewed millions of times in a single weekend. The short clip, filmed by her grandson on his phone, shows her shaping, filling and sealing pastry without once looking down at her hands.",
        "Kamla Bhatt, 78, said she had learned the technique as a young girl in Gujarat and had made samosas for every family wedding and festival since arriving in the city in the 1970s. She admitted she did not really understand what going viral meant, but said she was pleased people were enjoying her cooking.",
        "Her grandson said the family had been flooded with messages from viewers in India, Canada and the United States asking for the recipe. He is now planning a longer video in which his grandmother explains each step slowly, and says several local community centres have invited her to run a cookery workshop.",
      ],
      tags: ["Food", "Leicester", "Social Media"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "Wedding party arrives on vintage double-decker bus and delights Southall shoppers",
      subtitle: "A groom swapped the traditional horse for a restored 1960s Routemaster with a dhol player on top.",
      summary:
        "Shoppers in Southall stopped to cheer as a wedding baraat rolled down the Broadway aboard a restored red Routemaster bus, complete with a drummer.",
      paragraphs: [
        "Shoppers on Southall Broadway were treated to an unusual sight at the weekend when a groom and his family arrived at a wedding venue aboard a restored 1960s Routemaster bus. A dhol player stood at the open rear platform, drumming as the bus made its way slowly through traffic.",
        "The groom, a transport enthusiast who works as an engineer, said he had wanted to combine his love of London buses with the traditions of a Punjabi baraat. The bus was hired from a heritage collection and decorated with marigold garlands, while guests danced in the aisle and waved to passers-by from the upper deck.",
        "Videos of the procession quickly spread on social media, with many viewers saying it was the most London thing they had ever seen. The bride's family said they had been told about the plan only a few days beforehand and had laughed when they first saw the bus turning into the street outside the gurdwara.",
      ],
      tags: ["Weddings", "Southall", "London"],
      author: "Anjali Desai",
      location: "Southall",
    },
    {
      title: "Cricket-mad parrot in Bradford learns to shout appeals at the television",
      subtitle: "Mithu the African grey has picked up the vocabulary of a household that never misses a match.",
      summary:
        "A family in Bradford say their pet parrot now joins in with every appeal during televised cricket, after years of listening to the commentary in the living room.",
      paragraphs: [
        "A family in Bradford say their African grey parrot has become the most passionate cricket fan in the household, shouting appeals at the television whenever a ball beats the bat. Mithu, who is twelve years old, has lived with the family since he was a chick and spends most afternoons perched beside the sofa.",
        "The family's teenage daughter posted a clip of the bird bobbing his head and squawking during a recent one-day international. It has since been shared widely, with viewers joking that he has a better understanding of the lbw law than some umpires. She said he also mimics the sound of her father groaning after a dropped catch.",
        "An avian vet said African greys are among the most accomplished mimics in the bird world and often copy sounds linked to excitement in the home. The family says Mithu now has his own small following online, and they have been asked by a local club whether he might appear at a charity match next summer.",
      ],
      tags: ["Animals", "Cricket", "Bradford"],
      author: "Arjun Mehta",
      location: "Bradford",
    },
    {
      title: "Stranded commuters turn train delays into a bhangra session at Birmingham New Street",
      subtitle: "A group heading home from a wedding rehearsal lifted spirits on a crowded concourse.",
      summary:
        "Passengers caught up in signalling problems at Birmingham New Street ended up dancing together after a group of musicians struck up an impromptu bhangra set.",
      paragraphs: [
        "Passengers stuck at Birmingham New Street during an evening of signalling delays found an unexpected way to pass the time when a group of musicians began an impromptu bhangra performance on the main concourse. Within minutes, dozens of commuters had put down their bags and joined in.",
        "The musicians, who had been travelling home from a wedding rehearsal, said they had only intended to play a few beats to cheer themselves up. One said that when a businessman in a suit started dancing next to them, they realised the crowd wanted more, and they kept going until the first delayed trains began to depart.",
        "Network Rail said the disruption had been caused by a fault that took engineers around two hours to repair and apologised to passengers. A spokesperson added that while they would not normally encourage performances on a busy concourse, staff on duty that evening had enjoyed the show and no one had been put at risk.",
      ],
      tags: ["Birmingham", "Music", "Trains"],
      author: "Anjali Desai",
      location: "Birmingham",
    },
    {
      title: "London primary school trials dabbawala-style tiffin delivery and parents love it",
      subtitle: "Colour-coded lunch tins carried by bicycle have proved a hit with pupils and families.",
      summary:
        "A primary school in west London has borrowed ideas from Mumbai's famous lunchbox couriers, using a colour-coded tiffin system to deliver hot home-cooked meals.",
      paragraphs: [
        "A primary school in west London has introduced a lunch delivery scheme inspired by the famous dabbawalas of Mumbai, who carry hundreds of thousands of home-cooked meals to offices across the city every day. Parent volunteers now collect tiffin tins from local homes and deliver them to the school by cargo bicycle.",
        "Each tin carries a simple colour code showing the child's class and table, a nod to the system that has allowed Mumbai's couriers to deliver accurately for more than a century without modern technology. Teachers say the scheme has encouraged more pupils to eat hot, home-cooked food and has reduced the number of plastic wrappers in school bins.",
        "A video of volunteers loading the bike rack with stacked steel tins has been shared thousands of times online. The headteacher said the idea came from a parent who grew up in Mumbai, and that several other schools have already been in touch to ask how the colour codes work and whether the scheme could be copied.",
      ],
      tags: ["Schools", "Food", "London"],
      author: "Priya Raghavan",
      location: "London",
    },
    {
      title: "Stowaway cat found curled up in a shipment of basmati rice at Felixstowe",
      subtitle: "Dockworkers discovered the thin but healthy tabby when a container was opened for inspection.",
      summary:
        "A tabby cat thought to have travelled thousands of miles inside a container of basmati rice is recovering well after being found by dockworkers in Suffolk.",
      paragraphs: [
        "A cat believed to have travelled from India inside a shipping container full of basmati rice has been rescued by dockworkers at the Port of Felixstowe. The tabby was found curled up between sacks when the container was opened for a routine inspection, thin and thirsty but otherwise in reasonable health.",
        "Port staff contacted the animal welfare authorities, and the cat was taken into quarantine, as required for animals arriving from overseas. A vet who examined her said she had probably survived by licking condensation from the inside of the container and would make a full recovery with careful feeding.",
        "Staff at the quarantine centre have named her Basmati, and say she has already become a favourite with the team. Thousands of people have asked online whether they can adopt her once her quarantine period ends, but the centre said its priority was checking whether anyone in the shipping chain might recognise her first.",
      ],
      tags: ["Animals", "Felixstowe", "Shipping"],
      author: "Tom Hargreaves",
      location: "Felixstowe",
    },
    {
      title: "Retired Leicester bus driver rebuilds his old route as a miniature model village",
      subtitle: "Four years of evenings in a garden shed have produced a tiny replica of Belgrave Road.",
      summary:
        "A retired bus driver has spent four years building a detailed model of the Leicester route he drove for three decades, complete with shops and passengers.",
      paragraphs: [
        "A retired bus driver from Leicester has won admirers online after sharing pictures of a miniature model of the route he drove for more than thirty years. The layout, built in his garden shed, stretches for several metres and recreates the shops, temples and terraced houses along Belgrave Road in careful detail.",
        "Suresh Lakhani, 71, said he began the project as a way to keep busy after retiring and soon found he could remember every shopfront and bus stop. He has painted hundreds of tiny passengers, many of them based on regular travellers he got to know over the years, and even added a model of the depot where he worked.",
        "His daughter posted photographs of the model online and was surprised when they were shared by people who had grown up in the area. A local museum has now asked whether the layout could be displayed during an exhibition on the history of the city's South Asian community, an offer he says he is seriously considering.",
      ],
      tags: ["Leicester", "Heritage", "Hobbies"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
    {
      title: "Student's handwritten Hindi-English dictionary for her grandfather wins hearts online",
      subtitle: "A notebook of everyday phrases helped a family bridge a language gap across generations.",
      summary:
        "A university student from Wolverhampton wrote a notebook of Hindi and English phrases so she could talk more easily with her grandfather, and the internet has been moved.",
      paragraphs: [
        "A university student from Wolverhampton has touched thousands of people online after sharing pages from a handwritten dictionary she made so that she could talk more easily with her grandfather. The notebook contains hundreds of everyday words and phrases in Hindi and English, many accompanied by small drawings.",
        "She said she grew up speaking mostly English and had always felt there was a barrier when her grandfather, who moved to the UK from Uttar Pradesh late in life, tried to tell her stories about his childhood. She started the notebook during a summer break and now adds new words after every visit.",
        "The post prompted many people from diaspora families to share their own experiences of losing and relearning a heritage language. Several teachers suggested the idea could be adapted for community classes, and the student said her grandfather had started writing his own entries in the margins, correcting her spelling along the way.",
      ],
      tags: ["Language", "Family", "Hindi"],
      author: "Sophie Clarke",
      location: "Wolverhampton",
    },
  ],
  LatestNews: [
    {
      title: "Bank of England holds interest rates as policymakers split over inflation outlook",
      subtitle: "The Monetary Policy Committee voted narrowly to keep borrowing costs unchanged.",
      summary:
        "The Bank of England has kept interest rates on hold after a narrow vote, with some committee members arguing that price pressures are easing faster than expected.",
      paragraphs: [
        "The Bank of England has left interest rates unchanged after its Monetary Policy Committee voted narrowly to hold borrowing costs at their current level. Minutes of the meeting showed that a minority of members had argued for a cut, citing signs that inflation in the services sector was beginning to ease.",
        "The Bank said it wanted to see further evidence that price rises were under control before reducing rates. Economists had expected the decision, but the closeness of the vote was taken as a sign that a cut could come within months. The pound dipped slightly against the dollar and the rupee following the announcement.",
        "Mortgage brokers said the decision would bring little immediate relief to households coming to the end of fixed-rate deals. Small business groups urged the Bank to act soon, with one representative saying that many independent retailers, including family-run shops on high streets in Leicester and Wembley, were still struggling with high borrowing costs.",
      ],
      tags: ["Bank of England", "Interest Rates", "Economy"],
      author: "James Whitfield",
      location: "London",
    },
    {
      title: "Amber weather warning issued as heavy rain brings flooding to parts of the Midlands",
      subtitle: "Drivers are being urged to avoid unnecessary journeys while river levels continue to rise.",
      summary:
        "The Met Office has issued an amber warning for heavy rain across the Midlands, with flood alerts in place along the River Soar and several roads closed.",
      paragraphs: [
        "The Met Office has issued an amber weather warning for heavy rain across large parts of the Midlands, with forecasters predicting that some areas could see a month's rainfall in less than two days. Flood alerts are in place along several rivers, including the Soar in Leicestershire and the Trent in Nottinghamshire.",
        "Several roads have already been closed after surface water made them impassable, and police have urged drivers not to attempt to cross flooded stretches. The Environment Agency said teams were checking flood defences and clearing debris from culverts, and advised people living near rivers to sign up for its free warning service.",
        "Councils have opened rest centres in some areas as a precaution. A Leicestershire County Council spokesperson said sandbags were being distributed to properties at highest risk and asked residents to check on elderly neighbours. Rail operators warned of possible disruption on routes between Leicester, Derby and Birmingham throughout the evening.",
      ],
      tags: ["Weather", "Flooding", "Midlands"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
    {
      title: "Mumbai suburban rail services restored after overnight signal failure halts trains",
      subtitle: "Morning commuters faced long delays as engineers worked to repair a fault on the western line.",
      summary:
        "Trains on Mumbai's western suburban line are running again after a signalling fault brought services to a standstill and left thousands of commuters stranded.",
      paragraphs: [
        "Suburban rail services on Mumbai's western line have been restored after a signalling failure brought trains to a halt for several hours overnight and into the morning rush. Crowds built up quickly on platforms at major stations, and many commuters were forced to find alternative routes to work.",
        "Railway officials said the fault had been traced to damaged cabling near one of the busiest junctions on the network. Engineers worked through the night to replace the affected section, and a spokesperson said services were running with minor delays by mid-morning while the timetable recovered.",
        "The suburban network carries millions of passengers every day, and even a short disruption has a significant impact on the city. Passenger associations renewed calls for investment in more resilient signalling, and officials said a review would be carried out to establish why the backup systems had not prevented the shutdown.",
      ],
      tags: ["Mumbai", "Transport", "India"],
      author: "Tom Hargreaves",
      location: "Mumbai",
    },
    {
      title: "Government confirms funding for faster rail link between Leicester and Coventry",
      subtitle: "The long-awaited direct service could cut journey times between the two cities by half.",
      summary:
        "Ministers have confirmed funding for a direct rail service between Leicester and Coventry, ending years of campaigning by businesses and local councils.",
      paragraphs: [
        "The government has confirmed funding to develop a direct rail service between Leicester and Coventry, a link that local councils and businesses have campaigned for over many years. At present, most passengers travelling between the two cities must change trains at Nuneaton, and the journey can take well over an hour.",
        "The Department for Transport said the money would pay for detailed design work and improvements to track and platforms along the route. Officials estimate that the new service could reduce journey times to around half an hour, making daily commuting between the two cities realistic for many more people.",
        "Leicester City Council welcomed the announcement, with a spokesperson saying better links would help students, hospital workers and employers across the region. Campaigners cautioned that funding for development work was not the same as a guarantee of new trains, and said they would continue to press for a firm opening date.",
      ],
      tags: ["Transport", "Leicester", "Coventry"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
    {
      title: "Airlines add extra London to Delhi and Mumbai flights ahead of festive travel rush",
      subtitle: "Carriers say demand for Diwali and winter wedding season trips has outstripped last year.",
      summary:
        "Several airlines are adding flights between London and India's biggest cities to meet strong demand from families travelling for Diwali and the winter wedding season.",
      paragraphs: [
        "Airlines operating between the UK and India are adding extra flights to meet strong demand from families travelling home for Diwali and the winter wedding season. Additional services are planned from Heathrow and Birmingham to Delhi and Mumbai, with some carriers also increasing capacity to Ahmedabad and Amritsar.",
        "Travel agents in Wembley and Leicester say many customers booked months in advance, but fares for the most popular dates remain high. One agent advised families still looking for tickets to consider flying midweek or travelling a few days earlier, when prices are often significantly lower.",
        "Airport operators are warning passengers to allow extra time at check-in, particularly on weekends when large groups travel together with heavy luggage. A Heathrow spokesperson said additional staff would be on duty at peak times and reminded travellers to check baggage allowances carefully, as wedding gifts often push cases over the limit.",
      ],
      tags: ["Travel", "Diwali", "Aviation"],
      author: "James Whitfield",
      location: "London",
    },
    {
      title: "Community pharmacies in England to treat more common conditions without a GP visit",
      subtitle: "The expansion is intended to free up appointments at overstretched surgeries.",
      summary:
        "Patients in England will be able to get treatment for more minor ailments directly from community pharmacies under an expanded NHS scheme announced this week.",
      paragraphs: [
        "NHS England has announced an expansion of the scheme that allows community pharmacies to assess and treat common conditions without patients first needing to see a GP. The list of conditions covered will grow to include a wider range of minor infections and skin complaints, with pharmacists able to supply some prescription-only medicines.",
        "Health officials said the change should free up thousands of GP appointments each week and make it easier for people to get help quickly. A spokesperson said pharmacists were highly trained clinicians and that patients would be referred to a doctor whenever their symptoms suggested something more serious.",
        "Pharmacy owners welcomed the move but warned that many branches were already under pressure from staff shortages. An independent pharmacist in Harrow said the extra services could be a lifeline for patients who struggle to get through to their surgery, but only if funding kept pace with the additional work being asked of small pharmacies.",
      ],
      tags: ["NHS", "Health", "Pharmacy"],
      author: "Sophie Clarke",
    },
    {
      title: "Delhi authorities halt construction work as air quality drops to severe levels",
      subtitle: "Schools have been told to move some classes online while the emergency measures are in force.",
      summary:
        "Officials in Delhi have ordered a temporary halt to most construction and demolition work as air pollution reached severe levels across the capital.",
      paragraphs: [
        "Authorities in Delhi have ordered a temporary halt to most construction and demolition work after air quality across the capital fell to severe levels. Monitoring stations recorded high concentrations of fine particulate matter, with a thick haze reducing visibility on major roads during the morning rush.",
        "The emergency measures also restrict the entry of some older diesel vehicles and encourage offices to allow staff to work from home where possible. Schools have been advised to move outdoor activities indoors and, in some cases, to switch younger pupils to online lessons until conditions improve.",
        "Doctors say hospital visits for breathing problems typically rise during periods of heavy pollution, particularly among children and elderly people. Environmental researchers said the measures would help in the short term but that long-term improvement depended on cleaner transport, tighter industrial controls and alternatives to crop burning in neighbouring states.",
      ],
      tags: ["Delhi", "Air Pollution", "India"],
      author: "Tom Hargreaves",
      location: "New Delhi",
    },
    {
      title: "Police appeal for witnesses after overnight fire guts a warehouse in north Leicester",
      subtitle: "No one was injured, but nearby homes were evacuated as a precaution while crews worked.",
      summary:
        "Leicestershire Police have appealed for information after a large fire destroyed an empty warehouse in the north of the city in the early hours of the morning.",
      paragraphs: [
        "Leicestershire Police have appealed for witnesses after a large fire destroyed an empty warehouse in the north of Leicester overnight. Fire crews from across the county were called to the scene shortly after 2am, and at the height of the blaze more than sixty firefighters were tackling the flames.",
        "Residents of several nearby streets were evacuated as a precaution because of heavy smoke, and were allowed to return home later in the morning. Leicestershire Fire and Rescue Service said no one had been injured, and that crews would remain at the site for some time to damp down hotspots.",
        "Police said the cause of the fire was being investigated and asked anyone who saw suspicious activity in the area, or who has doorbell or dashcam footage from the night, to come forward. A spokesperson stressed that officers were keeping an open mind and that there was nothing at this stage to suggest a wider risk to the public.",
      ],
      tags: ["Leicester", "Fire", "Police"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
  ],
  IndiaNews: [
    {
      title: "पंचायत चुनाव में युवा उम्मीदवारों की रिकॉर्ड संख्या, गाँवों में दिखा नया उत्साह",
      subtitle: "राज्य निर्वाचन आयोग के आंकड़ों के अनुसार इस बार लगभग हर चौथा उम्मीदवार तीस वर्ष से कम उम्र का है।",
      summary: "पंचायत चुनाव के पहले चरण में बड़ी संख्या में युवा उम्मीदवार मैदान में उतरे हैं, जिनमें से कई पढ़ाई पूरी करने के बाद गाँव लौटकर राजनीति में कदम रख रहे हैं।",
      paragraphs: [
        "उत्तर भारत के एक राज्य में हो रहे पंचायत चुनाव के पहले चरण में इस बार युवा उम्मीदवारों की संख्या पहले से कहीं अधिक दर्ज की गई है। राज्य निर्वाचन आयोग के एक प्रवक्ता ने बताया कि कुल उम्मीदवारों में से लगभग एक चौथाई की उम्र तीस वर्ष से कम है, जो पिछले चुनावों की तुलना में उल्लेखनीय वृद्धि है।",
        "कई युवा उम्मीदवार शहरों में पढ़ाई या नौकरी करने के बाद अपने गाँव लौटे हैं। उनका कहना है कि वे सड़क, पीने के पानी, स्कूलों और इंटरनेट जैसी बुनियादी सुविधाओं पर काम करना चाहते हैं। एक महिला उम्मीदवार ने कहा कि गाँव की लड़कियों को यह दिखाना ज़रूरी है कि वे भी नेतृत्व कर सकती हैं।",
        "राजनीतिक विश्लेषकों का मानना है कि पंचायत स्तर पर युवाओं की बढ़ती भागीदारी स्थानीय लोकतंत्र के लिए एक सकारात्मक संकेत है। हालांकि उन्होंने यह भी कहा कि अनुभव की कमी और सीमित संसाधन नए प्रतिनिधियों के लिए चुनौती बन सकते हैं। मतगणना अगले महीने होगी, और ब्रिटेन में बसे प्रवासी परिवार भी नतीजों पर नज़र रखे हुए हैं।",
      ],
      tags: ["चुनाव", "पंचायत", "India"],
      author: "Priya Raghavan",
      location: "Lucknow",
    },
    {
      title: "छोटे शहरों से निकल रही हैं महिला क्रिकेट की नई प्रतिभाएँ, अकादमियों में बढ़ी भीड़",
      subtitle: "घरेलू लीग की सफलता के बाद लड़कियों के प्रशिक्षण शिविरों में आवेदन लगभग दोगुने हो गए हैं।",
      summary: "महिला क्रिकेट की लोकप्रियता बढ़ने के साथ इंदौर, रांची और सूरत जैसे शहरों की अकादमियों में लड़कियों के दाखिले तेज़ी से बढ़े हैं, और कोच इसे बड़ा बदलाव मान रहे हैं।",
      paragraphs: [
        "भारत में महिला क्रिकेट की बढ़ती लोकप्रियता का असर अब छोटे शहरों में साफ़ दिखाई देने लगा है। इंदौर, रांची और सूरत जैसे शहरों की क्रिकेट अकादमियों का कहना है कि पिछले एक वर्ष में लड़कियों के दाखिले लगभग दोगुने हो गए हैं, और कई जगह प्रतीक्षा सूची बनानी पड़ी है।",
        "एक अकादमी की मुख्य कोच ने बताया कि पहले माता-पिता बेटियों को खेल में भेजने से हिचकते थे, लेकिन अब टीवी पर महिला खिलाड़ियों को देखकर उनका नज़रिया बदल रहा है। उन्होंने कहा कि सबसे बड़ी चुनौती अब अच्छे मैदानों, उपकरणों और महिला प्रशिक्षकों की कमी को दूर करना है।",
        "क्रिकेट प्रशासकों का कहना है कि ज़िला स्तर पर प्रतियोगिताओं की संख्या बढ़ाने की योजना बनाई जा रही है, ताकि प्रतिभाशाली खिलाड़ियों को जल्दी पहचाना जा सके। ब्रिटेन के लेस्टर और बर्मिंघम में भी कई क्लबों ने भारतीय अकादमियों के साथ आदान-प्रदान कार्यक्रम शुरू करने में रुचि दिखाई है।",
      ],
      tags: ["क्रिकेट", "Women's Cricket", "India"],
      author: "Arjun Mehta",
      location: "Indore",
    },
    {
      title: "ISRO prepares next Earth observation satellite for launch from Sriharikota",
      subtitle: "The satellite will help monitor crops, coastlines and water reservoirs across the country.",
      summary:
        "The Indian Space Research Organisation says final checks are under way on a new Earth observation satellite designed to support farmers and disaster planners.",
      paragraphs: [
        "The Indian Space Research Organisation says final checks are under way on its next Earth observation satellite, which is due to be launched from the Satish Dhawan Space Centre at Sriharikota in the coming weeks. The spacecraft has been transported to the launch site and is being integrated with its rocket.",
        "Once in orbit, the satellite will capture high-resolution images used to monitor crop health, track changes along coastlines and measure water levels in reservoirs. An ISRO spokesperson said the data would be made available to state governments and researchers, and would be particularly valuable for planning ahead of the monsoon season.",
        "India has steadily expanded its fleet of observation satellites over the past two decades, and officials say the information they provide now supports everything from crop insurance claims to urban planning. Scientists in the UK who collaborate with Indian institutions said the new imagery could also help international studies of glacier melt in the Himalayas.",
      ],
      tags: ["ISRO", "Space", "Satellites"],
      author: "Sophie Clarke",
      location: "Sriharikota",
    },
    {
      title: "Kerala houseboat operators switch to solar power in push for greener tourism",
      subtitle: "Dozens of boats on the backwaters have replaced diesel generators with rooftop panels.",
      summary:
        "Houseboat owners on Kerala's famous backwaters are fitting solar panels and electric motors, hoping to cut pollution and attract environmentally conscious visitors.",
      paragraphs: [
        "Houseboat operators on Kerala's backwaters are increasingly replacing diesel generators with solar panels, as the state encourages a shift towards greener tourism. Dozens of boats around Alappuzha have been fitted with rooftop panels and battery systems, and a smaller number now use electric motors for cruising.",
        "Owners say the change reduces noise and fumes for guests while cutting fuel costs, although the upfront investment is considerable. A spokesperson for a local operators' association said state subsidies had helped, but that access to affordable loans remained a barrier for families who own only one or two boats.",
        "Environmental groups have long warned that pollution from engines and waste is damaging the fragile lagoon ecosystem. Tourism officials hope visitors, including the growing number of travellers from the UK, will choose solar-powered boats when booking. Some operators are already advertising quiet sunset cruises as a selling point for their newly converted fleets.",
      ],
      tags: ["Kerala", "Tourism", "Solar Power"],
      author: "Tom Hargreaves",
      location: "Alappuzha",
    },
    {
      title: "Indian Railways begins trials of new overnight sleeper trains on long-distance routes",
      subtitle: "The trains promise faster journeys and better comfort for passengers travelling between major cities.",
      summary:
        "Indian Railways has started trial runs of a new generation of overnight sleeper trains, which officials say will shorten journeys between several major cities.",
      paragraphs: [
        "Indian Railways has begun trial runs of a new generation of overnight sleeper trains, which officials say will offer faster journeys and greater comfort on long-distance routes. The trains feature improved suspension, better lighting and more accessible toilets, and have been designed to run at higher speeds on upgraded track.",
        "Engineers will test the trains over several weeks to assess braking, stability and passenger comfort at different speeds. A railway spokesperson said feedback from test passengers, including staff and invited travellers, would be used to make final changes before the trains enter regular service on selected routes.",
        "Overnight trains remain one of the most popular ways to travel in India, particularly for families and students who cannot afford to fly. Passenger groups welcomed the trials but urged the railways to keep fares within reach of ordinary travellers, saying new trains should improve the experience for everyone rather than only for premium classes.",
      ],
      tags: ["Railways", "Transport", "India"],
      author: "Tom Hargreaves",
      location: "New Delhi",
    },
    {
      title: "Early monsoon arrival in Kerala brings relief to farmers after a punishing heatwave",
      subtitle: "Meteorologists say rainfall is expected to spread northwards faster than usual this year.",
      summary:
        "The south-west monsoon has reached Kerala ahead of schedule, offering relief from intense heat and raising hopes of a good sowing season for farmers.",
      paragraphs: [
        "The south-west monsoon has arrived over Kerala several days earlier than the usual date, according to the India Meteorological Department, bringing heavy showers to coastal districts after weeks of intense heat. Forecasters say conditions are favourable for the rains to advance steadily northwards over the coming fortnight.",
        "Farmers across southern and central India have been waiting anxiously for the monsoon, which provides most of the country's annual rainfall and is vital for crops such as rice, pulses and cotton. Agricultural officials said an early and well-distributed monsoon would allow timely sowing and could help keep food prices stable.",
        "Meteorologists cautioned that an early onset does not guarantee good rainfall for the whole season, and that dry spells remain possible. Disaster management teams in Kerala have been placed on alert for landslides in hilly areas, and fishermen have been advised not to venture out to sea while rough conditions persist.",
      ],
      tags: ["Monsoon", "Weather", "Agriculture"],
      author: "Tom Hargreaves",
      location: "Thiruvananthapuram",
    },
    {
      title: "Bengaluru start-ups report hiring rebound as investors return to AI companies",
      subtitle: "Recruiters say demand for engineers and data specialists has picked up after a two-year slowdown.",
      summary:
        "Technology firms in Bengaluru say they are hiring again after a difficult period, with artificial intelligence companies leading the recovery in recruitment.",
      paragraphs: [
        "Start-ups in Bengaluru are reporting a rebound in hiring after two years in which many firms cut staff or froze recruitment. Recruitment agencies in the city say demand is strongest for engineers and data specialists with experience in artificial intelligence, as investors return to companies building tools for businesses.",
        "Founders say funding rounds are taking longer to close than during the boom years, but that investors are now more interested in firms with a clear path to profitability. One start-up executive said salaries were rising again for experienced staff, although graduates still faced a competitive market for entry-level roles.",
        "Industry bodies say Bengaluru remains India's leading technology hub, but that cities such as Hyderabad and Pune are attracting a growing share of new companies. Several British firms with development centres in the city have also announced expansion plans, citing the depth of engineering talent and improving links with universities.",
      ],
      tags: ["Start-ups", "Bengaluru", "Technology"],
      author: "Sophie Clarke",
      location: "Bengaluru",
    },
    {
      title: "Punjab farmers trial direct seeding of rice to save water and reduce stubble burning",
      subtitle: "The method skips the flooded nursery stage and could cut water use by a significant margin.",
      summary:
        "Farmers in Punjab are testing a method of sowing rice directly into fields, which agricultural scientists say could save groundwater and reduce crop residue fires.",
      paragraphs: [
        "A growing number of farmers in Punjab are trialling the direct seeding of rice, a technique in which seeds are sown straight into fields instead of being raised in flooded nurseries and transplanted by hand. Agricultural scientists say the method can significantly reduce water use in a state where groundwater levels are falling.",
        "Supporters say direct seeding also reduces labour costs and allows the crop to be harvested slightly earlier, giving farmers more time to manage straw before sowing wheat. That could help reduce the burning of crop residue, which contributes to severe air pollution across northern India each autumn.",
        "Not all farmers are convinced, with some reporting problems with weeds and uneven germination in early trials. A spokesperson for the state agriculture department said training and field demonstrations were being expanded, and that farmers who adopt the method could receive financial support to offset the risks during their first seasons.",
      ],
      tags: ["Agriculture", "Punjab", "Environment"],
      author: "Tom Hargreaves",
      location: "Ludhiana",
    },
  ],
  WebStories: [
    {
      title: "In pictures: Leicester's Golden Mile lights up for the start of the Diwali season",
      subtitle: "Thousands gathered on Belgrave Road as the festive lights were switched on.",
      summary:
        "Thousands of people packed Belgrave Road in Leicester to watch the Diwali lights switched on, with dancers, fireworks and food stalls lining the Golden Mile.",
      paragraphs: [
        "Leicester's Golden Mile was transformed into a river of light as thousands of people gathered on Belgrave Road for the switch-on of the city's Diwali illuminations. More than six thousand lamps were strung along the street, stretching from the flyover to the junction with Loughborough Road.",
        "Families arrived early to secure a good view of the stage, where dance groups from local schools and community centres performed before the countdown. Food stalls sold jalebi, chaat and masala chai, and a firework display lit up the sky shortly after the lights came on to loud cheers from the crowd.",
        "Leicester's celebrations are among the largest outside India, attracting visitors from across the UK and beyond. A Leicester City Council spokesperson said the event brought people of all backgrounds together, and reminded visitors that the main Diwali day celebrations would follow in a few weeks with another fireworks display at Cossington Street Recreation Ground.",
      ],
      tags: ["Diwali", "Leicester", "Festivals"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "A day in the life of a Mumbai dabbawala, told in ten photographs",
      subtitle: "From the morning pick-up to the afternoon return, we follow one lunchbox across the city.",
      summary:
        "Our photo story follows a Mumbai lunchbox courier from early morning collections in the suburbs to the crowded office districts of the south of the city.",
      paragraphs: [
        "Before most offices open, Mumbai's dabbawalas are already at work collecting home-cooked lunches from kitchens across the suburbs. Our photographer followed one courier, who has done the job for more than twenty years, as he gathered tiffin boxes from apartment blocks and loaded them onto a wooden crate.",
        "At the railway station, boxes are sorted by a simple code of colours and symbols painted on each lid, then carried into the luggage compartments of packed suburban trains. In the south of the city, the couriers fan out on foot and by bicycle, delivering each meal to the right desk before lunchtime.",
        "In the afternoon the process runs in reverse, with the empty tins returning to the same homes. The system has fascinated business schools and visitors for decades, and the courier we followed said he is proud of the reliability. His only complaint, he joked, is that the lunches always smell better than his own.",
      ],
      tags: ["Mumbai", "Photo Story", "Work"],
      author: "Tom Hargreaves",
      location: "Mumbai",
    },
    {
      title: "Inside the Bradford mill turned into studios for South Asian textile artists",
      subtitle: "A Victorian wool mill now houses weavers, block printers and embroiderers.",
      summary:
        "A former wool mill in Bradford has reopened as creative studios, where artists with roots in South Asia are reviving traditional textile techniques.",
      paragraphs: [
        "A Victorian wool mill in Bradford that once employed hundreds of workers has been given a new life as studio space for textile artists, many of whom have roots in Pakistan, India and Bangladesh. The building's tall windows and cast iron columns now frame looms, printing tables and racks of hand-dyed fabric.",
        "One block printer, whose family worked in textiles in Gujarat for generations, said it felt fitting to practise her craft in a building with such a long history of cloth making. Other studios are occupied by embroiderers creating phulkari designs and a weaver experimenting with recycled saris.",
        "The project was supported by heritage funding and a local arts trust, which hopes the mill will become a destination for visitors. The studios will open to the public on selected weekends, with workshops for schools and families, and the artists say they want young people in the city to see textiles as a creative career.",
      ],
      tags: ["Bradford", "Art", "Textiles"],
      author: "Anjali Desai",
      location: "Bradford",
    },
    {
      title: "Holi colours fill a Birmingham park as thousands mark the festival of spring",
      subtitle: "Clouds of coloured powder, music and dancing filled the park throughout the afternoon.",
      summary:
        "Thousands of people gathered in a Birmingham park to celebrate Holi, throwing clouds of coloured powder and dancing to live dhol drumming and DJ sets.",
      paragraphs: [
        "Clouds of pink, yellow and green powder rose over a Birmingham park at the weekend as thousands of people gathered to celebrate Holi, the Hindu festival that marks the arrival of spring. Families, students and visitors from across the West Midlands joined in, many arriving in white clothes that were quickly covered in colour.",
        "Organisers said the event had grown steadily over the past decade and now attracts people from many different communities. A stage hosted dhol drummers, bhangra dancers and a DJ, while volunteers handed out eco-friendly powders made from plant-based ingredients to reduce the impact on the park.",
        "Photographers captured children chasing each other with water pistols and grandparents dabbing colour gently on each other's cheeks. A spokesperson for the organising committee thanked Birmingham City Council and the volunteer clean-up team, who stayed behind after the celebrations to make sure the grass was clear before the park reopened the next morning.",
      ],
      tags: ["Holi", "Birmingham", "Festivals"],
      author: "Anjali Desai",
      location: "Birmingham",
    },
    {
      title: "From Kochi to Kew: the story of the spice trade told through living plants",
      subtitle: "A new trail traces how pepper, cardamom and cinnamon shaped centuries of global trade.",
      summary:
        "A garden trail in west London uses living plants to tell the story of the spice trade between the Malabar Coast and Europe, from ancient markets to colonial empires.",
      paragraphs: [
        "A new trail at a botanical garden in west London uses living plants to trace the history of the spice trade between India's Malabar Coast and Europe. Visitors can follow a route past pepper vines, cardamom, cinnamon and turmeric, with panels explaining how each crop was grown, traded and used.",
        "Curators said they wanted to show how spices shaped world history, from ancient trading networks across the Indian Ocean to the arrival of European trading companies. The trail does not shy away from the exploitation that came with colonial control, and includes accounts drawn from historical records in Kerala.",
        "The glasshouses hold tropical plants that would not survive a British winter outdoors, and gardeners say the pepper vines were particularly difficult to establish. Families visiting on the opening weekend were invited to smell fresh leaves and seed pods, and a cookery demonstration showed how the same spices flavour dishes in Kerala today.",
      ],
      tags: ["History", "Gardens", "Kerala"],
      author: "Sophie Clarke",
      location: "London",
    },
    {
      title: "Snapshots from Southall's Vaisakhi procession as crowds line the Broadway",
      subtitle: "Colourful floats, martial arts displays and free food marked the Sikh new year.",
      summary:
        "Tens of thousands of people lined the streets of Southall for the annual Vaisakhi procession, with floats, gatka displays and free food served along the route.",
      paragraphs: [
        "Tens of thousands of people lined the streets of Southall for the annual Vaisakhi procession, which marks the Sikh new year and the founding of the Khalsa. The Nagar Kirtan set off from one of the town's gurdwaras in the morning and wound its way slowly along the Broadway.",
        "At the front of the procession, members of the community swept the road ahead of the decorated float carrying the Guru Granth Sahib. Young people performed gatka, the traditional Sikh martial art, while volunteers at stalls along the route served free food, drinks and sweets to everyone passing by.",
        "Our photographers captured families in their brightest clothes, elderly worshippers singing hymns and children waving saffron flags. Organisers thanked police and council staff for helping to manage the crowds, and said the day was a chance for people of every background to experience the Sikh tradition of seva, or selfless service.",
      ],
      tags: ["Vaisakhi", "Southall", "Sikh Community"],
      author: "Priya Raghavan",
      location: "Southall",
    },
    {
      title: "Rajasthan's stepwells: a visual journey into India's hidden water architecture",
      subtitle: "Deep stone staircases once kept communities alive through long dry seasons.",
      summary:
        "Our visual story explores the spectacular stepwells of Rajasthan, centuries-old structures built to store water that are now attracting a new generation of visitors.",
      paragraphs: [
        "Across Rajasthan, hundreds of stepwells descend deep into the ground, their stone staircases forming intricate geometric patterns. Built over many centuries, these structures allowed communities to reach water stored below the surface during the long dry months, and also served as cool gathering places away from the desert heat.",
        "Many stepwells fell into disrepair as piped water arrived, and some were used as rubbish dumps. In recent years, conservation groups and local authorities have cleared and restored several of the most striking examples, and photographers and architecture enthusiasts now travel from around the world to see them.",
        "Our images capture the play of light and shadow on the carved steps at different times of day. Conservationists hope renewed interest will also revive discussion of traditional water harvesting, which they argue still offers lessons for a region facing falling groundwater levels and increasingly unpredictable rainfall.",
      ],
      tags: ["Rajasthan", "Architecture", "Heritage"],
      author: "Tom Hargreaves",
      location: "Jaipur",
    },
    {
      title: "Eight photographs that capture the first morning of a Gujarati wedding in Wembley",
      subtitle: "From the haldi ceremony to the arrival of the band, a family opened its doors to our camera.",
      summary:
        "A family in Wembley invited our photographer to document the first morning of their daughter's wedding, from turmeric rituals to a house full of cousins.",
      paragraphs: [
        "A family in Wembley invited our photographer into their home on the first morning of their daughter's wedding celebrations. The day began early, with aunts preparing the turmeric paste for the haldi ceremony and the kitchen filled with relatives making breakfast for more than forty guests.",
        "During the haldi, family members took turns to apply the bright yellow paste to the bride's face and arms, a ritual believed to bring blessings and a glow before the wedding. Cousins played music from a speaker in the garden, and children ran between the rooms carrying trays of sweets and garlands.",
        "The bride said she wanted the pictures to show the warmth of a British Gujarati household in the days before a wedding, rather than only the formal ceremony itself. By lunchtime, the house was covered in marigold petals and yellow footprints, and the family was already preparing for the sangeet evening ahead.",
      ],
      tags: ["Weddings", "Wembley", "Photo Story"],
      author: "Anjali Desai",
      location: "Wembley",
    },
  ],
  ScienceNews: [
    {
      title: "UK and Indian scientists map Himalayan glacier retreat using satellite radar",
      subtitle: "A joint study reveals how quickly ice is thinning in river basins that supply millions of people.",
      summary:
        "Researchers from British and Indian universities have used satellite radar to measure glacier loss in the Himalayas, with implications for water supplies downstream.",
      paragraphs: [
        "Scientists from universities in the UK and India have produced one of the most detailed maps yet of glacier change in the Himalayas, using radar data from satellites to measure how the thickness of ice has altered over more than a decade. The study covers several river basins that supply water to hundreds of millions of people.",
        "Radar can see through cloud and operate at night, allowing the team to collect measurements during the monsoon, when optical satellites are often blinded. The researchers found that thinning was fastest at lower altitudes and on glaciers covered by relatively thin layers of debris, which absorb heat from the sun.",
        "The lead researcher said the findings would help water planners anticipate changes in river flows over the coming decades. While glacier melt can temporarily increase the amount of water in rivers, she explained, the long-term trend points to reduced summer flows, with serious consequences for farming, hydropower and drinking water across the region.",
      ],
      tags: ["Climate", "Glaciers", "Research"],
      author: "Sophie Clarke",
    },
    {
      title: "Drought-tolerant wheat developed in Cambridge with help from Indian seed banks",
      subtitle: "Traditional varieties collected decades ago hold genes that could protect harvests in hotter summers.",
      summary:
        "Plant scientists have bred wheat lines that cope better with drought by drawing on traditional Indian varieties stored in seed banks for decades.",
      paragraphs: [
        "Plant scientists in Cambridge say they have developed experimental wheat lines that cope significantly better with drought, drawing on genes from traditional Indian varieties held in seed banks. The older varieties, collected from farms in central India decades ago, had been largely forgotten as farmers switched to high-yield modern strains.",
        "The team crossed the traditional wheats with modern varieties and grew the offspring in field trials in both the UK and India. The best performers maintained much of their yield during dry spells, apparently because their roots grow deeper and their leaves lose less water during the hottest part of the day.",
        "Researchers stressed that it would take several more years of testing before any new variety could reach farmers. An Indian partner institute said the work showed the value of preserving genetic diversity, and that seed collections built up by earlier generations of scientists could prove vital as climate change brings hotter, drier growing seasons.",
      ],
      tags: ["Agriculture", "Climate", "Research"],
      author: "Sophie Clarke",
      location: "Cambridge",
    },
    {
      title: "Indian lunar mission data offers fresh clues about ice near the Moon's south pole",
      subtitle: "New analysis suggests water ice may be more widespread in shadowed craters than once thought.",
      summary:
        "Scientists re-examining data from Indian lunar missions say water ice may be present in more shadowed craters near the Moon's south pole than previously estimated.",
      paragraphs: [
        "A fresh analysis of data gathered by Indian lunar missions suggests that water ice may be present in more of the permanently shadowed craters near the Moon's south pole than earlier studies had estimated. The research, carried out by scientists in India and Europe, combined radar measurements with temperature models of the crater floors.",
        "Permanently shadowed regions never receive direct sunlight and are among the coldest places in the solar system, allowing ice to survive for billions of years. Scientists believe that such ice could one day be used by astronauts to produce drinking water, oxygen and even rocket fuel, reducing the need to launch supplies from Earth.",
        "An ISRO scientist involved in the work said the findings strengthened the case for landing future missions close to the south pole. Other researchers cautioned that radar signals can be difficult to interpret and that only direct sampling on the surface will confirm how much ice is really there and how easily it could be extracted.",
      ],
      tags: ["Moon", "ISRO", "Space"],
      author: "Sophie Clarke",
    },
    {
      title: "Astronomers at Jodrell Bank detect unusual repeating radio bursts from distant galaxy",
      subtitle: "The signals repeat in a pattern that researchers say could shed light on extreme objects in space.",
      summary:
        "Radio astronomers in Cheshire have recorded a series of fast radio bursts that repeat in an unusual rhythm, adding to one of the most intriguing puzzles in astronomy.",
      paragraphs: [
        "Astronomers using radio telescopes at Jodrell Bank in Cheshire, working with an international network of observatories, have detected a series of fast radio bursts coming from a galaxy billions of light years away. The bursts, each lasting just a few thousandths of a second, appear to repeat in an unusual rhythm over several weeks.",
        "Fast radio bursts were first identified less than twenty years ago, and their origins remain uncertain. Many scientists think they are produced by highly magnetised neutron stars, but the new pattern does not fit neatly with existing models, and the team says further observations will be needed to explain it.",
        "Researchers from India's radio astronomy community contributed observations using telescopes near Pune, allowing the signals to be tracked across a wider range of frequencies. The lead author said international collaboration was essential for catching short, unpredictable events, and that the data would be made publicly available so other groups could test their own theories.",
      ],
      tags: ["Astronomy", "Space", "Research"],
      author: "Sophie Clarke",
      location: "Manchester",
    },
    {
      title: "Met Office and Indian meteorologists share climate models to sharpen monsoon forecasts",
      subtitle: "A joint modelling programme has improved predictions of rainfall several weeks ahead.",
      summary:
        "A long-running partnership between British and Indian weather scientists is producing more accurate monsoon forecasts, helping farmers and disaster planners prepare.",
      paragraphs: [
        "A partnership between the Met Office and Indian meteorological institutions is helping to produce more accurate forecasts of monsoon rainfall weeks in advance. Scientists from both countries have been working together on a shared climate model that combines detailed observations of the oceans with improved representation of clouds and rainfall.",
        "Forecasters say the model is now better at predicting breaks in the monsoon, the dry spells that can damage crops if they occur at the wrong time. Early warnings of heavy rainfall have also improved, giving disaster management authorities more time to prepare for floods and landslides in vulnerable districts.",
        "A Met Office spokesperson said the collaboration benefited both countries, because understanding the monsoon also improves global weather and climate predictions. Indian officials said more reliable forecasts were already being shared with farmers through text messages and local radio, helping them decide when to sow and when to protect harvested crops.",
      ],
      tags: ["Weather", "Monsoon", "Climate"],
      author: "Tom Hargreaves",
    },
    {
      title: "Leicester space scientists help design instrument for future mission to Jupiter's moons",
      subtitle: "The camera will study the icy surfaces of moons that may hide oceans beneath their crusts.",
      summary:
        "Engineers and scientists in Leicester are helping to build an instrument that will examine the icy moons of Jupiter for signs of hidden oceans.",
      paragraphs: [
        "Space scientists in Leicester are helping to design an instrument for a future mission to study the icy moons of Jupiter. The device will measure how the surfaces of the moons reflect different wavelengths of light, allowing researchers to identify the chemical make-up of ice and any salts or minerals mixed within it.",
        "Several of Jupiter's moons are thought to contain vast oceans of liquid water beneath their frozen crusts, making them among the most promising places in the solar system to search for conditions suitable for life. Scientists hope the instrument will reveal where material from those hidden oceans reaches the surface.",
        "The project involves engineers, students and technicians, some of whom grew up in the city and studied at local schools. The team leader said space research had become a major part of Leicester's identity and that the work offered young people a clear example of how science learned in the classroom could end up travelling hundreds of millions of miles.",
      ],
      tags: ["Space", "Leicester", "Jupiter"],
      author: "Sophie Clarke",
      location: "Leicester",
    },
    {
      title: "Street trees can cool city neighbourhoods by several degrees, Delhi and London study finds",
      subtitle: "Researchers measured temperatures on hundreds of streets during summer heatwaves.",
      summary:
        "A study comparing streets in Delhi and London has found that well-planted trees can significantly lower pavement and air temperatures during heatwaves.",
      paragraphs: [
        "A study comparing hundreds of streets in Delhi and London has found that mature trees can lower air temperatures at pedestrian level by several degrees during heatwaves. Researchers used sensors mounted on bicycles and lampposts to record temperatures throughout the day and night during two consecutive summers.",
        "The cooling effect was strongest on narrow residential streets with continuous canopy cover, where trees provided shade and released moisture through their leaves. Pavement surface temperatures under trees were often dramatically lower than on nearby streets without shade, reducing the heat stored and released after sunset.",
        "The researchers said the findings had practical implications for city planners in both countries. With heatwaves becoming more frequent, they argued that tree planting should be treated as essential infrastructure, particularly in poorer neighbourhoods where residents are less likely to have air conditioning and where green space is often in short supply.",
      ],
      tags: ["Climate", "Cities", "Environment"],
      author: "Sophie Clarke",
    },
    {
      title: "Volunteers record rare butterfly at a Midlands nature reserve for the first time in decades",
      subtitle: "The sighting came during an annual citizen science count organised by local naturalists.",
      summary:
        "A rare butterfly not seen in the area for decades has been spotted by volunteers taking part in an annual wildlife survey at a nature reserve in the Midlands.",
      paragraphs: [
        "Volunteers taking part in an annual butterfly count at a nature reserve in the Midlands have recorded a rare species that had not been seen in the area for several decades. The sighting was confirmed by photographs taken by a retired teacher who has taken part in the survey every summer for fifteen years.",
        "Conservationists said the return of the butterfly was likely to be linked to years of careful habitat management, including restoring grassland and planting the specific wildflowers its caterpillars feed on. They cautioned that a single sighting did not mean the species had re-established a breeding population, and further surveys are planned.",
        "Citizen science projects have become increasingly important for tracking changes in wildlife across the UK. Organisers said they were keen to attract a wider range of volunteers, and have been working with community groups in Leicester and Birmingham to run family nature walks and introduce more people to recording the plants and insects they see.",
      ],
      tags: ["Wildlife", "Conservation", "Citizen Science"],
      author: "Priya Raghavan",
    },
  ],
  Opinion: [
    {
      title: "Our high streets are more than shops, and the diaspora has always understood that",
      subtitle: "The Belgrave Roads and Southall Broadways of Britain show how high streets can thrive.",
      summary:
        "As town centres struggle, the busy South Asian high streets of Leicester, Southall and Wembley offer lessons about community, family business and belonging.",
      paragraphs: [
        "Every few months another report warns that the British high street is dying. Yet walk along Belgrave Road in Leicester or the Broadway in Southall on a Saturday and you will find streets that are crowded, noisy and very much alive. These are not museums to a lost way of life but working places where people still come to meet.",
        "The reason, I believe, is that these streets were never only about shopping. The sweet shop doubles as a meeting point, the sari shop is where weddings are planned, and the grocer knows which customers need their shopping carried home. Family businesses have built loyalty over decades by serving a community rather than a spreadsheet.",
        "Policymakers searching for ways to revive struggling town centres should spend time on these streets. Cheaper rents for independent traders, space for community events and parking that works for families would all help. Above all, they should recognise that a high street thrives when people feel it belongs to them, not when it is simply a place to spend money.",
      ],
      tags: ["High Streets", "Community", "Opinion"],
      author: "Priya Raghavan",
    },
    {
      title: "Why the pound-rupee exchange rate matters more to British families than you think",
      subtitle: "For millions of households, currency movements shape weddings, property and support for relatives.",
      summary:
        "The exchange rate is often treated as a matter for traders, but for British Indian families it affects everything from wedding budgets to the money sent to parents.",
      paragraphs: [
        "When economists discuss the pound, they usually talk about the dollar and the euro. But for hundreds of thousands of British households, the rate that matters most is the one against the rupee. It determines how far a monthly transfer to elderly parents will stretch, how much a family wedding in Gujarat will cost, and whether a flat in Pune is affordable.",
        "These flows of money are not small. Families in the UK send significant sums to India every year, and many also invest in property or businesses there. A few percentage points of movement in the exchange rate can mean the difference between a comfortable budget and a difficult conversation around the kitchen table.",
        "Banks and financial advisers have been slow to serve this market well, often charging high fees and offering little guidance. It is time for clearer information on transfer costs and better advice for families managing money across two countries. For the diaspora, international finance is not an abstract subject but a part of everyday life.",
      ],
      tags: ["Money", "Currency", "Opinion"],
      author: "James Whitfield",
    },
    {
      title: "County cricket needs the South Asian grassroots game now more than ever",
      subtitle: "Thousands of talented players compete in leagues that the professional game still overlooks.",
      summary:
        "Weekend leagues packed with British South Asian cricketers are a huge untapped resource, and the counties must do more to build pathways into the professional game.",
      paragraphs: [
        "On any summer weekend, parks across Leicester, Bradford and Birmingham are full of cricket. Much of it is played by British South Asian teams in leagues that run on volunteer energy, borrowed equipment and a deep love of the game. Yet surprisingly few of these players ever find their way into county academies or professional squads.",
        "Reports in recent years have highlighted barriers including cost, the distance to county facilities and a culture that can feel unwelcoming to outsiders. Some progress has been made, with counties running talent days in new areas and appointing community coaches. But the scale of the opportunity is far larger than the response so far.",
        "English cricket faces competition for young people's attention from football, gaming and much else. The game cannot afford to ignore communities where cricket is already a passion. Counties should invest in partnerships with local leagues, offer bursaries for coaching and scout where the players actually are, not where they have always looked.",
      ],
      tags: ["Cricket", "Grassroots", "Opinion"],
      author: "Arjun Mehta",
    },
    {
      title: "Bollywood's British moment has arrived, so let's tell stories from our own streets",
      subtitle: "Film-makers are flocking to UK locations, but the British Asian experience deserves more than a backdrop.",
      summary:
        "Indian film productions are shooting in Britain in growing numbers, but British Asian stories themselves are still too rarely told on screen, argues our culture editor.",
      paragraphs: [
        "It has become almost routine to see Indian film crews setting up on London bridges or Scottish hillsides. British locations, studios and technicians have become part of the Bollywood machine, bringing jobs and tourism in their wake. That is worth celebrating, and it reflects a long and affectionate relationship between Indian cinema and this country.",
        "Yet too often Britain appears on screen as a picturesque backdrop rather than a home. The stories of families who built lives in Leicester, Bradford and Southall, with all their humour, conflict and resilience, are still rarely at the centre of big-budget films. When they are, they tend to rely on tired stereotypes.",
        "There is a generation of British Asian writers, directors and actors ready to change that. Producers in Mumbai and London should seek them out, commission their scripts and trust audiences to respond. The most compelling British Bollywood film has not yet been made, and it will be told from the inside rather than the view from a tour bus.",
      ],
      tags: ["Bollywood", "Film", "Opinion"],
      author: "Anjali Desai",
    },
    {
      title: "Digital skills for our elders should be a public service, not a favour from family",
      subtitle: "As banking, health and council services move online, older people are being left behind.",
      summary:
        "Older people in the diaspora are increasingly cut off as essential services go digital, and teaching them the skills they need should not fall to grandchildren alone.",
      paragraphs: [
        "Booking a GP appointment, paying council tax, renewing a bus pass and checking a bank balance now all happen most easily online. For many older people in the diaspora, especially those more comfortable in Gujarati, Punjabi or Urdu than English, this shift has created a quiet crisis of exclusion.",
        "Too often the burden falls on grandchildren, who patiently reset passwords and navigate apps during weekend visits. That works until it does not, and it leaves older people vulnerable to scams and dependent on others for basic tasks. It also denies them the independence and dignity that digital tools can offer.",
        "Councils, libraries and the NHS should treat digital skills for older residents as an essential service. That means classes in community languages, held in familiar places such as temples, gurdwaras and mosques, and help lines staffed by real people. Technology should widen access to public services, not quietly close the door on those who built our communities.",
      ],
      tags: ["Digital Inclusion", "Older People", "Opinion"],
      author: "Sophie Clarke",
    },
    {
      title: "Britain and India need a partnership built on people, not only on trade deals",
      subtitle: "Students, families and professionals are the real bridge between the two countries.",
      summary:
        "Trade agreements grab headlines, but the lasting strength of the UK-India relationship lies in the millions of people who move, study and work between them.",
      paragraphs: [
        "Every few years, ministers from Britain and India meet, shake hands and speak of a new chapter in their relationship. Trade talks have dominated recent summits, and a good agreement could certainly benefit businesses in both countries. But trade is only one part of a much richer connection.",
        "The real bridge between the two nations is human. Nearly two million people of Indian heritage live in Britain, and thousands of Indian students arrive in British universities each year. Doctors, engineers and entrepreneurs move in both directions, carrying ideas, capital and family ties with them.",
        "Policies that make those journeys harder, from unpredictable visa rules to costly fees, weaken the relationship far more than any tariff. If both governments are serious about partnership, they should make it simpler for people to study, work and visit family. Goodwill built through classrooms and kitchens will outlast any single trade deal.",
      ],
      tags: ["UK-India", "Diplomacy", "Opinion"],
      author: "Tom Hargreaves",
    },
    {
      title: "Young voters in Leicester are not apathetic, they are waiting to be asked properly",
      subtitle: "Conversations with first-time voters reveal frustration, not indifference.",
      summary:
        "Talk to young people in Leicester about politics and you find strong views on housing, jobs and climate, alongside a feeling that parties rarely speak to them directly.",
      paragraphs: [
        "It has become a cliche to say that young people do not care about politics. Spend an afternoon with sixth-formers and university students in Leicester and you will hear a very different story. They have detailed opinions on rents, bus fares, climate change and the cost of university, and they argue about them with passion.",
        "What they lack is the sense that anyone in power is listening. Many told me that canvassers rarely knock on the doors of shared student houses, and that campaign leaflets seem written for their parents. Some had never been shown how to register to vote, and assumed it was more complicated than it is.",
        "Parties that want young people's votes need to meet them where they are, talk about the issues they raise and treat them as citizens rather than a demographic problem. Schools and colleges can help by making voter registration part of ordinary life. Democracy is stronger when every generation believes its voice counts.",
      ],
      tags: ["Young Voters", "Leicester", "Opinion"],
      author: "Priya Raghavan",
    },
    {
      title: "The quiet heroism of the family-run corner shop deserves far more recognition",
      subtitle: "Long hours and thin margins have sustained neighbourhoods for half a century.",
      summary:
        "Family-run corner shops kept communities going through recessions and a pandemic, yet their owners rarely receive credit for the role they play in British life.",
      paragraphs: [
        "For half a century, the family-run corner shop has been one of the most familiar institutions in British life. Many were opened by South Asian families who arrived in the 1960s and 1970s, often with little money and no experience of retail, and who worked long hours to build businesses that served their neighbours.",
        "During the pandemic, these shops stayed open when much else closed. Owners delivered groceries to isolating residents, extended credit to struggling families and kept an eye on elderly customers. Yet they rarely feature in discussions about the economy, except as a statistic in reports on business closures.",
        "Today many corner shops face rising energy bills, competition from delivery apps and a younger generation that understandably wants different careers. Local authorities and banks could do more to support them, through fairer business rates and affordable finance. At the very least, we should recognise the contribution these families have made to the country.",
      ],
      tags: ["Small Business", "Community", "Opinion"],
      author: "James Whitfield",
    },
  ],
  Entertainment: [
    {
      title: "Bollywood thriller filmed in Leicester and London tops UK chart for Indian releases",
      subtitle: "Audiences have flocked to see familiar streets on the big screen in a fast-paced heist story.",
      summary:
        "A Hindi-language heist thriller shot on location in Leicester and London has become the most successful Indian release in UK cinemas so far this year.",
      paragraphs: [
        "A Hindi-language heist thriller filmed largely on location in Leicester and London has become the most successful Indian release in UK cinemas so far this year. The film follows a group of friends who plan an elaborate robbery during a Diwali celebration, and features extended chase scenes along the city's Golden Mile.",
        "Cinema managers in Leicester reported sold-out screenings on the opening weekend, with many audience members cheering when they recognised local landmarks. The production employed dozens of British crew members and extras, and the director has said in interviews that the city's energy during festival season made it the perfect setting.",
        "Distributors say the film's success reflects growing demand for Indian cinema in the UK, particularly among younger British Asian audiences who want to see their own towns represented. Local tourism officials hope the exposure will encourage visitors from India to explore the city, and a walking tour of filming locations is already being planned.",
      ],
      tags: ["Bollywood", "Film", "Leicester"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "British Asian family comedy renewed for third series after record streaming figures",
      subtitle: "The show about a chaotic household in the West Midlands has found fans far beyond the UK.",
      summary:
        "A comedy series about a British Punjabi family in the West Midlands has been renewed for a third series after becoming the platform's most-watched homegrown sitcom.",
      paragraphs: [
        "A comedy series following a chaotic British Punjabi family in the West Midlands has been renewed for a third series after recording its best streaming figures yet. The show centres on three generations living under one roof above the family's struggling driving school, with storylines drawn from the writers' own childhoods.",
        "The broadcaster said the second series had attracted large audiences not only in the UK but also in Canada, Australia and India. Critics have praised its sharp writing and warm performances, particularly from the actress playing the formidable grandmother, whose one-liners have become popular clips on social media.",
        "The show's creator said the renewal was a vindication for stories that had once been considered too niche for mainstream television. Filming for the new series will take place in and around Wolverhampton next spring, and the production team says it plans to recruit local young people for training placements behind the camera.",
      ],
      tags: ["Television", "Comedy", "Streaming"],
      author: "Anjali Desai",
      location: "Birmingham",
    },
    {
      title: "New documentary celebrates Birmingham's 1980s daytime bhangra gigs and their legacy",
      subtitle: "Teenagers once skipped school to dance to the new British bhangra sound at afternoon concerts.",
      summary:
        "A new documentary tells the story of the daytime bhangra concerts that drew thousands of young British Asians to Birmingham venues in the 1980s.",
      paragraphs: [
        "A new documentary tells the story of the daytime bhangra gigs that drew thousands of young British Asians to venues in Birmingham and London during the 1980s. Many of those who attended were teenagers who were not allowed out at night, and some famously skipped school lessons to dance to the new British bhangra sound.",
        "The film features archive footage and interviews with musicians, promoters and fans who remember the excitement of hearing Punjabi folk rhythms mixed with synthesisers and drum machines. Several contributors describe the gigs as the first time they felt that British Asian culture belonged to them rather than to their parents.",
        "The director said she was inspired by her mother's stories of queuing outside venues with friends. The documentary will be screened at festivals across the UK before arriving on a streaming service later in the year, and a special screening in Birmingham will be followed by a live performance from musicians who played at the original gigs.",
      ],
      tags: ["Music", "Bhangra", "Documentary"],
      author: "Anjali Desai",
      location: "Birmingham",
    },
    {
      title: "Fringe show about a Gujarati grandmother's journey to Britain sells out its run",
      subtitle: "The one-woman play traces a life from Kampala to Leicester with humour and heartbreak.",
      summary:
        "A one-woman show about a Gujarati grandmother who arrived in Leicester from Uganda has sold out its entire run at the Edinburgh Festival Fringe.",
      paragraphs: [
        "A one-woman play about a Gujarati grandmother who came to Britain from Uganda in the early 1970s has sold out its entire run at the Edinburgh Festival Fringe. The show follows its central character from her childhood in Kampala to her arrival in Leicester with two suitcases and a young family, and on through five decades of British life.",
        "Its writer and performer, a Leicester-born actor, said the character was inspired by conversations with her own grandmother and other women of her generation. Audiences have responded to its mixture of humour and sadness, with many reviewers singling out a scene set in a cold Leicester factory during the family's first winter.",
        "Following the success in Edinburgh, the production is in talks about a tour of regional theatres next year, with several Midlands venues said to be interested. The performer said she hoped the show would encourage younger audiences to ask their own grandparents about their journeys before those stories were lost.",
      ],
      tags: ["Theatre", "Edinburgh Fringe", "Leicester"],
      author: "Anjali Desai",
      location: "Edinburgh",
    },
    {
      title: "Indian classical music festival returns to London's South Bank with a week of free concerts",
      subtitle: "Sitar, sarod, tabla and Carnatic vocalists will perform in foyers and outdoor spaces.",
      summary:
        "A festival of Indian classical music is returning to London's South Bank, offering a week of free performances by established artists and young British-born musicians.",
      paragraphs: [
        "A festival of Indian classical music is returning to London's South Bank for a week of free concerts in foyers, riverside terraces and small performance spaces. The programme features Hindustani and Carnatic traditions, with performances on sitar, sarod, veena and tabla alongside vocal recitals.",
        "Organisers said they had deliberately mixed established performers with young musicians who were born and trained in Britain, many of whom learned their instruments in community classes in London, Leicester and Birmingham. Several sessions will include short introductions explaining ragas and rhythmic cycles for audiences new to the music.",
        "The festival also includes workshops for children and a late-night concert that pairs classical musicians with electronic producers. A spokesperson said the aim was to show that Indian classical music is a living tradition in Britain, not only a heritage art form, and to make it accessible to anyone walking along the river.",
      ],
      tags: ["Music", "Classical", "London"],
      author: "Anjali Desai",
      location: "London",
    },
    {
      title: "Tamil cinema finds a growing audience in UK multiplexes as distributors widen releases",
      subtitle: "Big-budget Tamil films are now opening on hundreds of screens across Britain.",
      summary:
        "Tamil-language films are reaching more UK cinemas than ever, as distributors respond to strong demand from Tamil communities and curious new audiences.",
      paragraphs: [
        "Tamil-language films are being shown in more UK cinemas than ever before, as distributors respond to strong demand from Britain's Tamil communities and a growing audience of viewers discovering South Indian cinema for the first time. Major releases now open simultaneously in India and the UK, often with late-night fan screenings.",
        "Cinema managers in areas such as Harrow, East Ham and Croydon say these screenings can be among the busiest of the year, with audiences cheering, whistling and throwing confetti when their favourite stars appear. Subtitled versions have also helped films reach beyond the diaspora, particularly among younger action fans.",
        "Distributors say the rise of streaming has paradoxically helped cinema attendance, by introducing viewers to South Indian films they then want to see on the big screen. Industry analysts expect Telugu and Malayalam films to follow a similar path, and some multiplex chains are now dedicating regular screens to Indian releases across several languages.",
      ],
      tags: ["Tamil Cinema", "Film", "Box Office"],
      author: "Anjali Desai",
    },
    {
      title: "Cricket drama filmed at a Leicester county ground premieres to a standing ovation",
      subtitle: "The film follows a teenage spin bowler torn between family expectations and the game she loves.",
      summary:
        "A British cricket drama about a young spin bowler from Leicester received a standing ovation at its London premiere, with critics praising its authentic match scenes.",
      paragraphs: [
        "A British cricket drama filmed partly at a county ground in Leicester received a standing ovation at its London premiere. The film follows a teenage girl from a Gujarati family who discovers a talent for spin bowling, and who must balance her ambition with her parents' hopes that she will concentrate on her medical school applications.",
        "Critics have praised the film's match sequences, which were choreographed with help from former professional players and filmed with local club cricketers as extras. Many in the audience were members of Leicestershire clubs who had taken part in filming, and the director thanked them on stage for giving up their weekends.",
        "The lead actress, who had never played cricket before being cast, spent months training with coaches to learn to bowl convincingly. The film will be released in UK cinemas next month, and its producers hope it will inspire more girls to pick up a ball, in the same way that earlier sports films encouraged young footballers.",
      ],
      tags: ["Film", "Cricket", "Premiere"],
      author: "Arjun Mehta",
      location: "London",
    },
    {
      title: "Stage adaptation of a classic Hindi novel opens in London to warm reviews",
      subtitle: "The bilingual production weaves Hindi and English dialogue with live music.",
      summary:
        "A bilingual stage version of a celebrated Hindi novel about village life has opened at a London theatre, winning praise for its music and ensemble performances.",
      paragraphs: [
        "A bilingual stage adaptation of a classic Hindi novel about life in a north Indian village has opened at a London theatre to warm reviews. The production moves fluidly between Hindi and English, with surtitles projected above the stage, and features a live band playing folk instruments throughout the performance.",
        "The director said she wanted to introduce the novel to British audiences while staying faithful to its language and humour. The cast includes actors from India and the UK, several of whom grew up speaking Hindi at home but had never performed in the language before joining the production.",
        "Critics have praised the ensemble's energy and the way the staging captures the rhythms of village life through music and movement. The theatre has arranged discounted tickets for students and community groups, and post-show talks will explore the novel's themes and the challenges of translating a much-loved book for a new audience.",
      ],
      tags: ["Theatre", "Literature", "Hindi"],
      author: "Anjali Desai",
      location: "London",
    },
  ],
  Defence: [
    {
      title: "Royal Navy and Indian Navy complete joint exercise in the Arabian Sea",
      subtitle: "Warships from both navies practised air defence, anti-submarine warfare and search and rescue.",
      summary:
        "British and Indian warships have completed a week-long joint exercise in the Arabian Sea, practising air defence and maritime security operations together.",
      paragraphs: [
        "Warships from the Royal Navy and the Indian Navy have completed a week-long joint exercise in the Arabian Sea, practising air defence, anti-submarine warfare and search and rescue operations. The drills involved frigates, a submarine and maritime patrol aircraft, with crews exchanging liaison officers throughout.",
        "A Royal Navy spokesperson said the exercise had tested the ability of the two fleets to communicate and operate together in a demanding environment. Indian naval officers described the drills as a valuable opportunity to share experience of protecting busy shipping lanes, through which a large share of the world's trade passes.",
        "Defence analysts say regular exercises of this kind reflect the growing importance both countries place on security in the Indian Ocean region. The next round of joint training is expected to take place in British waters, and officials have indicated that cooperation could expand to include more complex scenarios and additional partner navies.",
      ],
      tags: ["Royal Navy", "Indian Navy", "Maritime Security"],
      author: "Tom Hargreaves",
    },
    {
      title: "Britain and India agree to deepen cooperation on next-generation jet engine research",
      subtitle: "Engineers from both countries will work together on advanced materials and propulsion.",
      summary:
        "The UK and India have agreed a framework for joint research on military jet engine technology, which officials say could support both countries' future aircraft programmes.",
      paragraphs: [
        "The UK and India have agreed a framework for closer cooperation on research into next-generation jet engine technology. Officials said the arrangement would allow engineers and scientists from both countries to work together on advanced materials, cooling systems and propulsion designs for future military aircraft.",
        "Jet engines are among the most complex and closely guarded defence technologies, and only a handful of countries can design and build them independently. A Ministry of Defence spokesperson said the agreement reflected a high level of trust between the two governments and would benefit research institutions and industry in both countries.",
        "Industry groups in Derby and Bristol, where much of Britain's aerospace engineering is concentrated, welcomed the announcement. Analysts cautioned that turning research cooperation into working engines would take many years and substantial investment, but said the framework marked an important step in a defence relationship that has grown steadily closer.",
      ],
      tags: ["Aerospace", "UK-India", "Defence Industry"],
      author: "Tom Hargreaves",
      location: "London",
    },
    {
      title: "Ministry of Defence sets out plan to recruit more reservists from diverse communities",
      subtitle: "Outreach teams will visit community centres, places of worship and universities across the UK.",
      summary:
        "The Ministry of Defence has announced a drive to attract reservists from a wider range of backgrounds, with events planned in Leicester, Bradford and east London.",
      paragraphs: [
        "The Ministry of Defence has announced a plan to recruit more reservists from diverse communities, saying the armed forces need to better reflect the society they serve. Outreach teams will visit community centres, places of worship and universities, with early events planned in Leicester, Bradford and east London.",
        "Reservists train in their spare time while holding civilian jobs, and bring skills ranging from medicine and engineering to languages and cyber security. A defence spokesperson said people from British South Asian communities were currently under-represented in the reserve forces, and that many were unaware of the opportunities available.",
        "Community leaders gave the initiative a mixed but generally positive response. Some said families would want reassurance about how the forces handle issues such as religious dress, diet and time off for festivals. Others pointed to the long history of South Asian soldiers serving alongside British troops and said that story should be more widely told.",
      ],
      tags: ["Armed Forces", "Recruitment", "Diversity"],
      author: "Priya Raghavan",
    },
    {
      title: "Memorial to Indian soldiers of the First World War unveiled in Leicestershire village",
      subtitle: "The bronze sculpture honours soldiers who recovered in a nearby hospital before returning to the front.",
      summary:
        "A Leicestershire village has unveiled a memorial to Indian soldiers who were treated locally during the First World War, after a campaign led by schoolchildren.",
      paragraphs: [
        "A village in Leicestershire has unveiled a memorial honouring Indian soldiers who recovered from their wounds in a local convalescent home during the First World War before returning to the front line. The bronze sculpture depicts a soldier in uniform resting on a bench, and stands on the village green.",
        "The project began when pupils at the village primary school discovered photographs of the soldiers in a local archive while researching a history project. They wrote to the parish council and helped raise funds, with donations arriving from community groups in Leicester and from families in Punjab who believe their ancestors stayed in the area.",
        "More than a million soldiers from the Indian subcontinent served during the First World War, but their contribution has often been overlooked in British commemorations. At the unveiling, a representative of a veterans' organisation thanked the children and said the memorial would ensure that future generations remembered those who had travelled so far to serve.",
      ],
      tags: ["Remembrance", "History", "Leicestershire"],
      author: "Tom Hargreaves",
      location: "Leicestershire",
    },
    {
      title: "Indian Army expands opportunities for women in technical and engineering roles",
      subtitle: "New entry routes aim to attract more women graduates into specialist corps.",
      summary:
        "The Indian Army is opening more technical and engineering posts to women, as part of a wider effort to increase female representation across the armed forces.",
      paragraphs: [
        "The Indian Army has announced an expansion of opportunities for women in technical and engineering roles, including new entry routes for graduates in electronics, mechanical engineering and computer science. Officials said the move was part of a wider effort to increase the number of women serving across the armed forces.",
        "Women have served as officers in the Indian Army for several decades, but have historically been limited to a small number of branches. Recent years have seen significant changes, including permanent commissions and admission to the national defence academy, and the latest announcement extends that process further.",
        "An army spokesperson said the force needed the best technical talent regardless of gender, particularly as warfare becomes increasingly dependent on communications, drones and cyber capabilities. Recruitment campaigns will target engineering colleges across the country, and serving women officers will take part in events to speak directly to prospective applicants.",
      ],
      tags: ["Indian Army", "Women", "Recruitment"],
      author: "Tom Hargreaves",
      location: "New Delhi",
    },
    {
      title: "Midlands engineering firms win contracts to supply parts for new armoured vehicles",
      subtitle: "Orders worth millions of pounds are expected to support hundreds of skilled jobs.",
      summary:
        "Several engineering companies in the Midlands have secured contracts to supply components for the British Army's new armoured vehicles, safeguarding skilled jobs.",
      paragraphs: [
        "Several engineering companies in the Midlands have won contracts to supply components for the British Army's new generation of armoured vehicles. The orders cover parts including suspension units, electrical systems and hatches, and are expected to support hundreds of skilled manufacturing jobs across the region.",
        "One family-owned firm near Coventry, founded by an engineer who arrived from India in the 1970s, said the contract was the largest in its history and would allow it to take on new apprentices. Its managing director said the business had spent years meeting the demanding quality standards required for defence work.",
        "Regional business groups welcomed the news, saying defence manufacturing provides long-term, well-paid jobs. A Ministry of Defence spokesperson said the government wanted to strengthen British supply chains so that more of the value from major equipment programmes stayed in the UK, and that small and medium-sized firms had an important role to play.",
      ],
      tags: ["Defence Industry", "Manufacturing", "Midlands"],
      author: "James Whitfield",
      location: "Coventry",
    },
    {
      title: "Gurkha veterans and families gather in Aldershot for annual festival of remembrance",
      subtitle: "Thousands attended a day of parades, music and food celebrating Gurkha service to Britain.",
      summary:
        "Gurkha veterans, serving soldiers and their families gathered in Aldershot for an annual day of remembrance, music and celebration of two centuries of service.",
      paragraphs: [
        "Thousands of Gurkha veterans, serving soldiers and their families gathered in Aldershot at the weekend for an annual festival celebrating more than two centuries of Gurkha service to Britain. The day began with a remembrance service, followed by parades, pipe band performances and stalls serving Nepali food.",
        "Aldershot and the surrounding area are home to one of the largest Nepali communities in the UK, many of them families of former Gurkha soldiers. Elderly veterans wearing their medals were greeted warmly by young soldiers, and several recalled their service in campaigns across Asia and beyond.",
        "Organisers said the festival was an opportunity to pass the stories of Gurkha service on to younger generations who have grown up in Britain. A spokesperson for a veterans' welfare charity also used the occasion to highlight the needs of older veterans, some of whom struggle with health problems and the cost of living.",
      ],
      tags: ["Gurkhas", "Veterans", "Remembrance"],
      author: "Tom Hargreaves",
      location: "Aldershot",
    },
    {
      title: "Cyber defence specialists from Britain and India hold their first joint training exercise",
      subtitle: "Teams practised responding to simulated attacks on power grids and communications networks.",
      summary:
        "Cyber security teams from the UK and India have taken part in their first joint exercise, defending simulated power and telecoms networks from coordinated attacks.",
      paragraphs: [
        "Cyber defence specialists from the UK and India have taken part in their first joint training exercise, working together to respond to simulated attacks on critical infrastructure. The scenario involved a coordinated attempt to disrupt a power grid and a communications network, with teams in both countries sharing information in real time.",
        "Officials said the exercise tested not only technical skills but also the procedures for alerting partners and coordinating a response across borders. A spokesperson for the UK team said cyber attacks often move faster than traditional diplomatic channels, making established relationships between specialists essential.",
        "Both countries have faced attempts to disrupt government systems and essential services in recent years. Analysts said the exercise reflected growing trust between the two governments in an area where sensitive information is closely guarded. Further exercises are planned, and officials said they might involve private companies that operate critical networks in future.",
      ],
      tags: ["Cyber Security", "UK-India", "Infrastructure"],
      author: "Sophie Clarke",
    },
  ],
  SportFit: [
    {
      title: "Weekend 5k runs see surge in British South Asian women taking part in Leicester",
      subtitle: "Running groups set up by local mothers have encouraged hundreds of first-timers.",
      summary:
        "Community running groups in Leicester are helping record numbers of British South Asian women take part in free weekend 5k runs for the first time.",
      paragraphs: [
        "The number of British South Asian women taking part in free weekend 5k runs in Leicester has risen sharply over the past year, thanks largely to informal running groups set up by local mothers. Organisers say many participants had never run before and initially felt uncomfortable exercising in public.",
        "One of the group's founders said she started by inviting friends from the school gate to walk the course together on Saturday mornings. Within months, some were jogging parts of the route, and the group now has more than two hundred members who support each other through messaging groups and regular meet-ups.",
        "Health professionals welcomed the trend, noting that South Asian women in the UK are at higher risk of type 2 diabetes and heart disease. The groups have also created strong friendships, with members celebrating birthdays and festivals together after the runs, and several are now training for their first half marathon next spring.",
      ],
      tags: ["Running", "Women's Health", "Leicester"],
      author: "Arjun Mehta",
      location: "Leicester",
    },
    {
      title: "Yoga sessions in GP surgery waiting rooms trialled to help patients with back pain",
      subtitle: "Short guided classes are being offered before and after appointments in several practices.",
      summary:
        "A pilot scheme is offering short yoga classes in GP surgeries to patients with long-term back pain, with early feedback suggesting improvements in mobility.",
      paragraphs: [
        "Patients with persistent back pain are being offered short yoga sessions in GP surgery waiting rooms as part of a pilot scheme in the Midlands. The classes, led by qualified instructors, take place in the early evening after routine appointments have finished, and focus on gentle stretching and breathing exercises.",
        "Doctors involved said back pain is one of the most common reasons for visiting a GP, and that medication often provides only limited relief. Early feedback from participants suggests improvements in flexibility and confidence, with several saying they had begun practising at home between sessions.",
        "Researchers will compare outcomes for patients who attended the classes with those who received standard care. A spokesperson for the project said yoga was not a replacement for medical treatment, but that offering it in a familiar setting could help people who might never walk into a commercial studio, particularly older patients and those on low incomes.",
      ],
      tags: ["Yoga", "Back Pain", "NHS"],
      author: "Sophie Clarke",
    },
    {
      title: "Kabaddi clubs see membership boom as the sport spreads through British schools",
      subtitle: "Coaches say the fast, low-cost game appeals to pupils of every background.",
      summary:
        "Kabaddi clubs in England report sharp rises in membership after the sport was introduced in PE lessons at dozens of schools in the Midlands and the north.",
      paragraphs: [
        "Kabaddi clubs in England are reporting a sharp rise in membership after the sport was introduced into PE lessons at dozens of schools in the Midlands and the north. The game, which combines elements of tag and wrestling, requires no equipment beyond a marked court, making it cheap for schools to offer.",
        "Coaches say kabaddi appeals to pupils from all backgrounds, not only those with family links to South Asia, where the sport is hugely popular. One coach in Wolverhampton said children who had never enjoyed team sports found the mixture of strategy, speed and strength exciting, and that girls' teams were growing especially quickly.",
        "The national governing body hopes the growth will help Britain field stronger teams at international tournaments. A spokesperson said the next challenge was training enough coaches and referees to keep up with demand, and that clubs were looking for volunteers willing to learn the rules and support young players at weekends.",
      ],
      tags: ["Kabaddi", "Schools", "Grassroots Sport"],
      author: "Arjun Mehta",
      location: "Wolverhampton",
    },
    {
      title: "Walking groups launched at gurdwaras across West Midlands to help prevent diabetes",
      subtitle: "Volunteers lead daily walks after morning prayers, with health checks offered once a month.",
      summary:
        "Gurdwaras across the West Midlands are hosting daily walking groups aimed at reducing the risk of type 2 diabetes, which disproportionately affects South Asian communities.",
      paragraphs: [
        "Gurdwaras across the West Midlands are hosting daily walking groups in an effort to reduce the risk of type 2 diabetes among their congregations. Volunteers lead brisk walks through local parks after morning prayers, and health workers offer free blood sugar and blood pressure checks once a month.",
        "People of South Asian heritage are significantly more likely to develop type 2 diabetes than the general population, and often at a younger age. A local NHS diabetes specialist said regular physical activity, even walking for thirty minutes a day, could make a real difference, particularly when combined with small changes to diet.",
        "Participants say the social side of the walks is just as important as the exercise. Many older members said they had felt isolated since retiring and now looked forward to chatting with friends as they walked. Organisers hope to extend the scheme to temples and mosques in the region, and are training more volunteer walk leaders.",
      ],
      tags: ["Walking", "Diabetes", "Community Health"],
      author: "Priya Raghavan",
      location: "Birmingham",
    },
    {
      title: "Running coaches share advice on training safely while fasting for Ramadan and Navratri",
      subtitle: "Timing, hydration and lighter sessions are key, say experts.",
      summary:
        "Coaches and sports dietitians say runners can keep training during religious fasts by adjusting the timing and intensity of sessions and paying attention to hydration.",
      paragraphs: [
        "Running coaches and sports dietitians are advising athletes who fast for religious reasons to adjust rather than abandon their training. Whether observing Ramadan, Navratri or other fasts, runners can stay active by changing the timing and intensity of their sessions, they say, as long as they listen carefully to their bodies.",
        "For those fasting from dawn to sunset, coaches suggest running shortly before the evening meal so that fluids and food can be taken soon afterwards, or after eating when energy levels have recovered. Sessions should be shorter and easier than usual, with hard intervals and long runs saved for after the fast ends.",
        "Dietitians stress the importance of hydration during non-fasting hours and of choosing slow-release carbohydrates and protein at meal times. Anyone with a medical condition such as diabetes should seek advice from their doctor before exercising while fasting. Several clubs in Leicester and Bradford now run late evening sessions to accommodate members during these periods.",
      ],
      tags: ["Running", "Fasting", "Nutrition"],
      author: "Arjun Mehta",
    },
    {
      title: "Leicester-built cricket app tracks fast bowlers' workloads to help prevent injuries",
      subtitle: "Club and school players can log overs and receive warnings when they risk overdoing it.",
      summary:
        "A cricket app developed by a Leicester start-up helps young fast bowlers monitor how many overs they bowl, aiming to reduce stress injuries common among teenagers.",
      paragraphs: [
        "A start-up based in Leicester has developed a smartphone app that helps young fast bowlers track their workloads, with the aim of reducing the stress injuries that commonly affect teenage cricketers. Players log the number of overs they bowl in matches and training, along with how tired or sore they feel afterwards.",
        "The app uses guidance developed by sports scientists to warn players and coaches when a bowler's workload has risen too quickly. The company's founder, a former club cricketer who suffered a back injury at sixteen, said many young players bowl far more than is safe because they simply lose count across school, club and county sessions.",
        "Several clubs in Leicestershire and Nottinghamshire have been testing the app this season, and coaches say it has helped them plan rest days more carefully. The developers are now working on a version for spin bowlers and hope to partner with schools, where young players often represent several teams during the summer.",
      ],
      tags: ["Cricket", "Sports Science", "Apps"],
      author: "Sophie Clarke",
      location: "Leicester",
    },
    {
      title: "Over-60s badminton league in Wembley proves that age is no barrier to competition",
      subtitle: "Dozens of players in their sixties and seventies compete every week in a fiercely contested league.",
      summary:
        "A badminton league for players over sixty in Wembley has grown to more than a dozen teams, with members saying the weekly matches keep them fit and connected.",
      paragraphs: [
        "A badminton league for players aged over sixty in Wembley has grown to more than a dozen teams, with matches taking place every week at a local sports centre. The competition is fiercely contested, and the oldest regular player, who is 82, still plays doubles with impressive speed around the court.",
        "The league was started by a group of retired friends who had played badminton in their youth in India and East Africa and wanted to pick up their rackets again. It now includes players from many different backgrounds, and organisers say friendships formed on court have become just as important as the results.",
        "Physiotherapists say racket sports can help older people maintain balance, reaction times and bone strength, reducing the risk of falls. The league's organisers have begun working with the local council to set up similar groups in Harrow and Brent, and are offering coaching sessions for beginners who have never held a racket before.",
      ],
      tags: ["Badminton", "Older People", "Wembley"],
      author: "Arjun Mehta",
      location: "Wembley",
    },
    {
      title: "Women-only strength training sessions grow in popularity at gyms in Southall",
      subtitle: "Gym owners say private sessions have attracted women who had never lifted weights before.",
      summary:
        "Gyms in Southall are offering women-only strength training sessions, and say demand has grown rapidly among women who previously felt uncomfortable in mixed gyms.",
      paragraphs: [
        "Gyms in Southall are reporting growing demand for women-only strength training sessions, with some adding extra classes to cope with waiting lists. Gym owners say the sessions have attracted many women who had never lifted weights before and who previously felt uncomfortable exercising in busy mixed spaces.",
        "Trainers say strength training offers particular benefits for women as they age, helping to protect bone density and muscle mass. One coach said many of her clients had come in expecting gentle aerobics and were surprised to discover how much they enjoyed lifting heavier weights and tracking their progress over time.",
        "Members describe the sessions as supportive and sociable, with women of different ages training side by side. Several said they had brought their daughters or mothers along after their first few weeks. Local health campaigners hope the success will encourage leisure centres in other areas to provide more flexible women-only timetables.",
      ],
      tags: ["Strength Training", "Women", "Southall"],
      author: "Anjali Desai",
      location: "Southall",
    },
  ],
  Education: [
    {
      title: "Leicester schools celebrate strong GCSE results in computing and further maths",
      subtitle: "Teachers credit after-school clubs and partnerships with local universities.",
      summary:
        "Secondary schools across Leicester are celebrating a rise in top grades in computing and further maths, with teachers crediting extra support and university partnerships.",
      paragraphs: [
        "Secondary schools across Leicester are celebrating a rise in top GCSE grades in computing and further maths this summer. Headteachers credited after-school coding clubs, weekend revision sessions and partnerships with the city's two universities, which provided student mentors and hosted taster days for pupils.",
        "At one school in the east of the city, pupils described queuing at the gates before results were released and hugging teachers when they opened their envelopes. A student who achieved the highest grade in every subject said she planned to study computer science at sixth form and hoped to work in cyber security.",
        "Education leaders said the results showed what could be achieved when schools, families and universities worked together. They warned, however, that recruiting specialist maths and computing teachers remained difficult, and called for more support to keep experienced staff in the profession rather than losing them to better-paid jobs in industry.",
      ],
      tags: ["GCSEs", "Schools", "Leicester"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
    {
      title: "Universities warn of funding pressure as Indian postgraduate applications fall",
      subtitle: "Changes to visa rules and rising costs are blamed for a drop in applications for taught master's courses.",
      summary:
        "UK universities say a fall in applications from Indian postgraduate students is putting pressure on budgets that have come to rely on international fees.",
      paragraphs: [
        "Universities across the UK are warning of mounting financial pressure after a fall in applications from Indian students for postgraduate courses. India has become one of the largest sources of international students in Britain, and their fees help subsidise teaching and research across many institutions.",
        "Sector leaders say changes to visa rules, including restrictions on bringing family members, have made the UK less attractive, while competition from Australia, Canada, Germany and the United States has intensified. Rising living costs and accommodation shortages in some university cities have added to concerns among Indian families weighing up options.",
        "A spokesperson for one university group said some institutions were already reviewing courses and delaying investment. Student recruitment agents in India say interest in the UK remains strong, but that families want clarity and stability. They warned that mixed messages about immigration policy could cause lasting damage to Britain's reputation as a welcoming place to study.",
      ],
      tags: ["Universities", "International Students", "Funding"],
      author: "James Whitfield",
    },
    {
      title: "Saturday schools teaching Gujarati and Punjabi report growing waiting lists",
      subtitle: "Parents say they want children to speak with grandparents and understand their heritage.",
      summary:
        "Community-run Saturday schools teaching Gujarati, Punjabi and other South Asian languages report rising demand, with some forced to turn families away.",
      paragraphs: [
        "Community-run Saturday schools teaching Gujarati, Punjabi, Tamil and other South Asian languages are reporting growing waiting lists, with some unable to offer places to every family that applies. The schools, often run from temples, gurdwaras and community halls, rely largely on volunteer teachers.",
        "Parents say they want their children to be able to speak with grandparents, read religious texts and feel connected to their heritage. One mother in Harrow said she had lost much of her own Gujarati growing up and did not want the same for her children, who now correct her grammar at the dinner table.",
        "Organisers say the biggest challenges are finding qualified teachers and affordable premises. Some are experimenting with online classes for families who live far from a school. Language specialists argue that heritage language skills are an asset for Britain and have called for better recognition of qualifications gained through community schools.",
      ],
      tags: ["Languages", "Heritage", "Community Schools"],
      author: "Anjali Desai",
      location: "Harrow",
    },
    {
      title: "British university's new campus in India welcomes its first cohort of students",
      subtitle: "Students will study for UK degrees without leaving India, at a fraction of the cost.",
      summary:
        "A British university has opened its first campus in India, offering degrees identical to those awarded in the UK to an initial group of several hundred students.",
      paragraphs: [
        "A British university has welcomed its first cohort of students to a new campus in India, where they will study for degrees identical to those awarded at its home campus in the UK. Several hundred students have enrolled on courses in business, computer science and engineering for the opening year.",
        "The campus is one of a growing number opened by foreign universities following reforms that made it easier for overseas institutions to operate in India. Students said the main attraction was gaining a British qualification without the cost of living and studying abroad, while remaining close to family.",
        "The university's vice-chancellor said the campus would also host research partnerships and exchange programmes with the UK. Higher education experts said the model could reshape international education, but warned that maintaining the same quality of teaching and student experience across two countries would be a significant challenge requiring sustained investment.",
      ],
      tags: ["Universities", "India", "Higher Education"],
      author: "Tom Hargreaves",
    },
    {
      title: "Expansion of free school meals in England welcomed by teachers and parents",
      subtitle: "Thousands more children from low-income families will be eligible from next September.",
      summary:
        "Teachers and parents have welcomed plans to extend free school meals to more children in England, though some campaigners say the change does not go far enough.",
      paragraphs: [
        "Plans to extend free school meals to thousands more children in England have been welcomed by teachers, parents and anti-poverty campaigners. Under the changes, more families receiving certain benefits will become eligible from next September, regardless of their household earnings.",
        "Headteachers say hungry children struggle to concentrate and that many schools have been quietly providing breakfast or snacks from their own budgets. A primary school head in Bradford said the expansion would help families who had fallen just outside the previous limits, many of them working parents on low wages.",
        "Some campaigners argue that all children in state schools should receive a free meal, as already happens for the youngest pupils in England. A Department for Education spokesperson said the expansion was part of a wider plan to tackle child poverty. Caterers have warned that schools will need extra support to manage the rise in demand.",
      ],
      tags: ["Schools", "Child Poverty", "Education Policy"],
      author: "Priya Raghavan",
    },
    {
      title: "Engineering apprenticeships attract more girls after Midlands outreach scheme",
      subtitle: "Workshops in schools and factory visits have helped change perceptions of manufacturing careers.",
      summary:
        "An outreach programme run by manufacturers in the Midlands has helped double the number of girls applying for engineering apprenticeships in the region.",
      paragraphs: [
        "The number of girls applying for engineering apprenticeships in the Midlands has nearly doubled after an outreach scheme run by local manufacturers. The programme brings female engineers into secondary schools for hands-on workshops and invites pupils to visit factories to see modern manufacturing in action.",
        "Organisers say many girls and their parents still picture engineering as dirty, heavy work, and are surprised to find clean, high-tech workplaces that use robotics and computer design. One apprentice, now in her second year at an automotive supplier, said meeting an engineer who looked like her had changed how she saw her future.",
        "Employers involved say the scheme is helping them address skills shortages while building more diverse teams. They are now working with further education colleges to offer more flexible routes into apprenticeships, and hope to expand the programme to primary schools, where they believe perceptions of careers begin to form.",
      ],
      tags: ["Apprenticeships", "Engineering", "Girls in STEM"],
      author: "Sophie Clarke",
      location: "Coventry",
    },
    {
      title: "Bursaries for new maths and physics teachers increased to tackle shortages",
      subtitle: "Graduates training in the hardest-to-fill subjects will receive larger tax-free payments.",
      summary:
        "Tax-free bursaries for graduates training to teach maths and physics are being increased, as schools struggle to recruit specialists in key subjects.",
      paragraphs: [
        "The government has increased the bursaries available to graduates training to teach maths, physics and computing in England, in an effort to tackle persistent shortages. Trainees in these subjects will receive larger tax-free payments during their training year, with further incentives for those who stay in teaching.",
        "School leaders say many pupils are being taught maths and science by non-specialists because vacancies cannot be filled. A headteacher in Leicester said she had advertised a physics post three times without success, and that the pressure on existing staff was contributing to burnout and further departures.",
        "Teaching unions welcomed the extra money but argued that bursaries alone would not solve the problem. They called for improved pay across the profession and a reduction in workload, saying that retaining experienced teachers was just as important as recruiting new ones. The Department for Education said it would keep its approach under review.",
      ],
      tags: ["Teachers", "STEM", "Recruitment"],
      author: "Priya Raghavan",
    },
    {
      title: "Indian students in Britain form support network to tackle loneliness and housing scams",
      subtitle: "Volunteers help new arrivals find safe accommodation and settle into university life.",
      summary:
        "A volunteer network set up by Indian students in the UK is helping newcomers avoid housing scams and feel less isolated in their first months at university.",
      paragraphs: [
        "Indian students at universities across the UK have set up a volunteer network to help new arrivals find safe accommodation, avoid scams and cope with loneliness during their first months in the country. The group began as a messaging chat at one university and now has volunteers in more than twenty cities.",
        "Organisers say some students have lost thousands of pounds to fake landlords who demand deposits for properties that do not exist. Volunteers now check listings, accompany newcomers to viewings and share advice on tenancy rights. They also organise meals, festival celebrations and cricket matches to help people make friends.",
        "University welfare teams have welcomed the initiative and some have begun referring students to it. A volunteer studying engineering in Nottingham said she remembered feeling completely alone in her first term and wanted to make sure others had someone to call. The network is now seeking support from universities to train volunteers in mental health first aid.",
      ],
      tags: ["International Students", "Housing", "Wellbeing"],
      author: "Anjali Desai",
    },
  ],
  ElectionNews: [
    {
      title: "Voter registration drive targets students in Leicester ahead of local elections",
      subtitle: "Volunteers are setting up stalls on campuses and in sixth-form colleges across the city.",
      summary:
        "A cross-party campaign is urging students in Leicester to register to vote before the deadline, with stalls on university campuses and in colleges.",
      paragraphs: [
        "A voter registration drive aimed at students has been launched in Leicester ahead of next year's local elections. Volunteers from a non-partisan campaign group are setting up stalls at both of the city's universities and in sixth-form colleges, helping young people complete the online registration form in a few minutes.",
        "Organisers say many students do not realise they can register at both their term-time and home addresses, although they may only vote once in any single election. Others assume that registration happens automatically when they enrol at university, which is not the case in England.",
        "A Leicester City Council electoral services spokesperson said the deadline for registration would be published well in advance and encouraged residents who had recently moved house to check they were on the register. Campaigners said their aim was not to tell people how to vote but to ensure that young people's voices were heard.",
      ],
      tags: ["Voter Registration", "Students", "Leicester"],
      author: "Priya Raghavan",
      location: "Leicester",
    },
    {
      title: "Election Commission of India expands accessible polling booths for elderly voters",
      subtitle: "Ramps, wheelchairs and priority queues will be provided at more stations in the next polls.",
      summary:
        "India's Election Commission is expanding facilities for elderly and disabled voters, including ramps, volunteers and the option of voting from home in some cases.",
      paragraphs: [
        "The Election Commission of India has announced that more polling stations will be equipped with ramps, wheelchairs and priority queues for elderly and disabled voters in forthcoming state elections. Volunteers will also be stationed at larger booths to help those who need assistance reaching the voting compartment.",
        "The commission has in recent elections allowed some very elderly voters and people with disabilities to cast their ballots from home, with polling officials visiting them in teams. A spokesperson said feedback from those voters had been very positive and that the aim was to ensure that no eligible citizen was left out.",
        "Disability rights groups welcomed the measures but said consistent implementation across thousands of polling stations remained a challenge, particularly in remote rural areas. They urged the commission to publish information about accessible facilities well before polling day, so that voters and their families could plan how to get to the booth.",
      ],
      tags: ["Election Commission", "Accessibility", "India"],
      author: "Priya Raghavan",
      location: "New Delhi",
    },
    {
      title: "West Midlands by-election sees candidates compete hard for British Asian votes",
      subtitle: "Cost of living, policing and local hospital services have dominated doorstep conversations.",
      summary:
        "Candidates in a closely fought West Midlands by-election have focused on the cost of living and health services as they seek support from the constituency's large British Asian community.",
      paragraphs: [
        "Candidates in a closely contested by-election in the West Midlands have been campaigning intensively in neighbourhoods with large British Asian populations, where turnout is expected to play a decisive role in the result. Canvassers have been visiting temples, gurdwaras and mosques as well as knocking on doors.",
        "Voters we spoke to said their main concerns were the cost of living, waiting times at the local hospital and anti-social behaviour in town centres. Several shop owners said rising energy bills had forced them to cut opening hours, while younger residents spoke about the difficulty of finding affordable homes.",
        "Political analysts say British Asian voters can no longer be treated as a single bloc, with differences emerging between generations and communities. Turnout at by-elections is usually lower than at general elections, and all the main campaigns have been organising lifts to polling stations and reminders for postal voters.",
      ],
      tags: ["By-election", "West Midlands", "UK Politics"],
      author: "Priya Raghavan",
      location: "Wolverhampton",
    },
    {
      title: "Electoral Commission reminds voters in England to bring photo ID to polling stations",
      subtitle: "Those without an accepted form of identification can apply for a free certificate.",
      summary:
        "The Electoral Commission is urging voters to check they have accepted photo identification before polling day, and to apply for a free certificate if they do not.",
      paragraphs: [
        "The Electoral Commission has reminded voters in England that they will need to show an accepted form of photo identification at polling stations in the forthcoming elections. Accepted documents include passports, driving licences and certain concessionary travel passes, and expired documents may be accepted if the photograph is still a good likeness.",
        "Voters without any accepted identification can apply for a free Voter Authority Certificate from their local council. A commission spokesperson said applications should be made well before the deadline, and that anyone unsure whether their documents were valid should check the list published on the commission's website.",
        "Community organisations have been running information sessions in several languages to help older voters and recent citizens understand the rules. Campaigners have raised concerns that some groups are less likely to hold accepted identification, and called for continued monitoring of the number of people turned away from polling stations.",
      ],
      tags: ["Voter ID", "Electoral Commission", "UK Elections"],
      author: "Priya Raghavan",
    },
    {
      title: "Mumbai civic election campaign focuses on water supply, housing and monsoon flooding",
      subtitle: "Candidates are promising drainage upgrades and faster approval for redevelopment projects.",
      summary:
        "Campaigning for municipal elections in Mumbai is dominated by everyday concerns, with voters demanding reliable water, affordable housing and an end to annual flooding.",
      paragraphs: [
        "Campaigning for municipal elections in Mumbai has focused heavily on everyday concerns such as water supply, housing and the flooding that brings parts of the city to a standstill during the monsoon. Candidates have been holding street-corner meetings and walking through crowded neighbourhoods to meet voters.",
        "Residents of older buildings say redevelopment projects have stalled for years, leaving families in cramped and sometimes unsafe homes. In low-lying areas, voters described wading through knee-deep water every monsoon and asked candidates what they would do to improve drainage and clear blocked channels.",
        "The municipal corporation manages one of the largest civic budgets in India, giving the outcome significant consequences for the city's infrastructure. Political observers say local issues tend to matter more than national debates in civic polls, and that the result may depend on how many residents of new housing developments turn out to vote.",
      ],
      tags: ["Mumbai", "Local Elections", "India"],
      author: "Tom Hargreaves",
      location: "Mumbai",
    },
    {
      title: "Postal vote applications rise among UK voters spending winter with family in India",
      subtitle: "Councils report more requests from older residents who travel abroad for several months.",
      summary:
        "Electoral officers say more voters who spend winter abroad are applying for postal or proxy votes, with many travelling to India to stay with relatives.",
      paragraphs: [
        "Councils in areas with large British Indian communities say they have seen an increase in applications for postal and proxy votes from residents who spend the winter months abroad. Many are older people who travel to India to stay with relatives, attend weddings or escape the British cold.",
        "Electoral officers say postal votes sent overseas can arrive late and may not be returned in time to be counted, so voters travelling for long periods are often advised to consider a proxy vote instead. This allows a trusted person in the UK to vote on their behalf at the polling station.",
        "A spokesperson for a council in north-west London said staff had attended community events to explain the options. She advised anyone planning to travel to apply early and make sure their contact details were up to date, adding that rules on photo identification do not apply to postal votes but do apply to proxies voting in person.",
      ],
      tags: ["Postal Votes", "Diaspora", "UK Elections"],
      author: "Priya Raghavan",
      location: "Harrow",
    },
    {
      title: "How India counts hundreds of millions of votes in a single day: a guide to the process",
      subtitle: "Electronic voting machines, strong rooms and round-by-round results explained.",
      summary:
        "Counting day in India is one of the world's largest logistical operations. We explain how electronic voting machines are secured, counted and verified.",
      paragraphs: [
        "When India holds a national election, hundreds of millions of votes are counted in a single day, with results flowing in round by round from counting centres across the country. The process relies on electronic voting machines, which are stored under guard in sealed strong rooms between polling day and the count.",
        "On counting day, machines are brought out in the presence of candidates' agents and opened table by table. Votes are tallied and announced in rounds, allowing trends to emerge within hours. A verification system also prints paper slips for every vote cast, and a sample of these is checked against the machine totals.",
        "Election officials say the scale of the operation requires months of planning and the deployment of huge numbers of staff and security personnel. For viewers in the UK, counting day has become a major television event, and many diaspora families stay up through the night to follow the results coming in from their home states.",
      ],
      tags: ["Indian Elections", "Explainer", "Democracy"],
      author: "Sophie Clarke",
    },
    {
      title: "Councillors from diaspora backgrounds reach new high in English town halls",
      subtitle: "Research suggests local government is slowly becoming more representative of the communities it serves.",
      summary:
        "A study of council membership in England suggests the number of councillors from South Asian and other diaspora backgrounds has reached its highest level yet.",
      paragraphs: [
        "The number of councillors from South Asian and other diaspora backgrounds in England has reached its highest level yet, according to research by a local government think tank. The study found that representation had improved most in large cities, including Leicester, Birmingham and Bradford, as well as in several London boroughs.",
        "Researchers said that while progress was encouraging, women from ethnic minority backgrounds remained significantly under-represented. Many councillors interviewed for the study said they had been encouraged to stand by community organisations or by seeing friends and neighbours elected before them.",
        "The authors said councils could do more to support people from all backgrounds to stand, including more flexible meeting times for those with caring responsibilities or shift work. A councillor quoted in the report said that decisions about housing, bins and parks affect everyone, and that councils work better when they reflect the people they serve.",
      ],
      tags: ["Local Government", "Representation", "UK Politics"],
      author: "Anjali Desai",
    },
  ],
  Health: [
    {
      title: "NHS takes heart health checks into Leicester temples, mosques and gurdwaras",
      subtitle: "Nurses offer free blood pressure and cholesterol tests after weekend services.",
      summary:
        "A new NHS scheme in Leicester is offering free heart health checks at places of worship, aiming to reach people at higher risk of cardiovascular disease.",
      paragraphs: [
        "A new NHS scheme in Leicester is taking heart health checks directly into temples, mosques and gurdwaras, offering free blood pressure, cholesterol and blood sugar tests after weekend services. Nurses and pharmacists set up screens and equipment in community halls, and results are shared with patients' GPs where appropriate.",
        "People of South Asian heritage in the UK face a higher risk of heart disease and type 2 diabetes, often developing these conditions at a younger age. Health officials said many people at risk rarely visit their GP unless they feel unwell, and that meeting them in trusted community spaces could lead to earlier diagnosis.",
        "In the first weeks of the scheme, several people were found to have high blood pressure they were unaware of and were referred for further care. A local NHS spokesperson thanked community leaders for their support and said the team hoped to visit every major place of worship in the city over the coming year.",
      ],
      tags: ["NHS", "Heart Health", "Leicester"],
      author: "Tom Hargreaves",
      location: "Leicester",
    },
    {
      title: "Charity urges more South Asian stem cell donors as patients struggle to find matches",
      subtitle: "People from minority ethnic backgrounds have a far lower chance of finding a perfect donor.",
      summary:
        "A blood cancer charity is appealing for young people of South Asian heritage to join the stem cell register, warning that patients from the community often wait longer for a match.",
      paragraphs: [
        "A blood cancer charity is urging more young people of South Asian heritage to join the stem cell donor register, warning that patients from minority ethnic backgrounds have a much lower chance of finding a perfect match. Tissue types are inherited, so patients are most likely to match a donor with similar ancestry.",
        "Joining the register usually involves a simple cheek swab that can be done at home. If selected, most donors give stem cells through a process similar to giving blood, rather than the bone marrow procedure many people imagine. The charity said misconceptions about the process often discourage people from signing up.",
        "Volunteers have been holding registration events at universities, festivals and places of worship in Leicester, Birmingham and London. A spokesperson said every new donor gave hope to patients and families waiting for a match, and encouraged people aged between sixteen and thirty to find out more and consider signing up.",
      ],
      tags: ["Stem Cells", "Blood Cancer", "Donation"],
      author: "Priya Raghavan",
    },
    {
      title: "Study links long shifts to higher blood pressure among UK taxi and delivery drivers",
      subtitle: "Researchers say irregular hours and limited access to healthy food increase health risks.",
      summary:
        "A study of taxi and delivery drivers in three English cities found that those working the longest hours were more likely to have high blood pressure.",
      paragraphs: [
        "A study of taxi and delivery drivers in three English cities has found that those working the longest shifts were significantly more likely to have high blood pressure. Researchers measured the blood pressure of several hundred drivers and asked them about their working hours, sleep, diet and exercise.",
        "Many drivers reported working more than twelve hours a day, often at night, and relying on takeaway food and sugary drinks while on the road. The researchers said long periods of sitting, disrupted sleep and financial stress were all likely to contribute to the higher risk of heart and circulatory problems.",
        "The study's authors called on licensing authorities and app-based delivery companies to consider drivers' health, for example by providing rest facilities and access to health checks. A driver in Bradford who took part said he had not seen a doctor in years and only discovered his high blood pressure because of the research team.",
      ],
      tags: ["Blood Pressure", "Workers' Health", "Research"],
      author: "Sophie Clarke",
    },
    {
      title: "Mental health helpline in Punjabi, Gujarati and Urdu extends hours after surge in calls",
      subtitle: "Callers say speaking in their first language makes it easier to talk about their feelings.",
      summary:
        "A charity helpline offering mental health support in South Asian languages is extending its opening hours after a sharp rise in calls, particularly from older people.",
      paragraphs: [
        "A charity helpline offering mental health support in Punjabi, Gujarati, Urdu, Hindi and Bengali is extending its opening hours after a sharp rise in calls. The service, staffed by trained volunteers, now operates into the late evening on weekdays and offers a weekend service for the first time.",
        "The charity said older callers in particular often found it difficult to describe their emotions in English, and that speaking in their first language helped them feel understood. Common concerns include loneliness, bereavement, family conflict and financial worries, and volunteers help callers find further support where needed.",
        "Mental health professionals say stigma remains a barrier to people from some South Asian communities seeking help. The charity's director said the rise in calls was a positive sign that attitudes were changing. She urged anyone struggling to reach out, and reminded people that in an emergency they should contact the NHS or emergency services.",
      ],
      tags: ["Mental Health", "Languages", "Charity"],
      author: "Anjali Desai",
    },
    {
      title: "India expands cervical cancer vaccination programme for girls to more states",
      subtitle: "Health officials aim to protect millions of teenagers through school-based campaigns.",
      summary:
        "India is extending its vaccination programme against the virus that causes most cervical cancers, with school-based campaigns planned in additional states.",
      paragraphs: [
        "India is expanding its programme to vaccinate teenage girls against human papillomavirus, the virus responsible for most cases of cervical cancer. Health officials said school-based vaccination campaigns would be rolled out in additional states over the coming year, using a vaccine developed and manufactured in India.",
        "Cervical cancer is one of the most common cancers among women in India, and many cases are diagnosed late, when treatment is more difficult. Public health experts say widespread vaccination, combined with regular screening, could prevent a large proportion of deaths from the disease over the coming decades.",
        "Health workers are holding information sessions for parents and teachers to address concerns and misinformation about the vaccine. International health organisations have praised the programme's ambition. In the UK, where the vaccine has been offered in schools for many years, doctors have also urged diaspora parents to ensure their children take up the offer.",
      ],
      tags: ["Vaccination", "Cancer", "India"],
      author: "Tom Hargreaves",
    },
    {
      title: "Health officials urge older British South Asians to take up their winter flu jab",
      subtitle: "Take-up figures in some areas lag behind the national average for people aged over 65.",
      summary:
        "Health officials are urging older people from South Asian communities to get their flu vaccination, after figures showed lower take-up in some parts of England.",
      paragraphs: [
        "Health officials are urging older people from British South Asian communities to get their free winter flu vaccination, after figures showed take-up in some areas lagging behind the national average. The vaccine is offered free to everyone aged sixty-five and over and to people with certain long-term health conditions.",
        "A public health consultant said reasons for lower take-up included practical barriers such as difficulty booking appointments, as well as misinformation shared on social media. He stressed that the flu vaccine is safe and that flu can be very serious for older people, particularly those with diabetes or heart disease.",
        "Pharmacies and GP surgeries are running walk-in clinics, and some areas are offering vaccinations at community centres and places of worship. Community radio stations and local television channels, including MATV, are broadcasting information in several languages. Officials said it was not too late to be vaccinated and urged families to encourage older relatives.",
      ],
      tags: ["Flu Vaccine", "NHS", "Older People"],
      author: "Tom Hargreaves",
    },
    {
      title: "Birmingham hospital trials AI tool to speed up eye screening for people with diabetes",
      subtitle: "Software analyses retinal photographs and flags signs of disease for specialists to review.",
      summary:
        "A Birmingham hospital is testing artificial intelligence software that checks eye scans for diabetic retinopathy, aiming to cut waiting times for specialist review.",
      paragraphs: [
        "A hospital in Birmingham is trialling artificial intelligence software designed to speed up eye screening for people with diabetes. The tool analyses photographs of the back of the eye and flags signs of diabetic retinopathy, a condition that can lead to sight loss if it is not detected and treated early.",
        "Under the current system, trained graders examine each image by hand, a time-consuming process given the large number of people with diabetes in the region. During the trial, every image analysed by the software will also be checked by a human grader, allowing researchers to compare the results accurately.",
        "Clinicians say AI could help reduce waiting times and free specialists to focus on patients who need treatment. They stress that the software is intended to support rather than replace human expertise. Patient groups have welcomed the trial but want assurances about data privacy and about how the tool performs for people from different ethnic backgrounds.",
      ],
      tags: ["Artificial Intelligence", "Diabetes", "Eye Health"],
      author: "Sophie Clarke",
      location: "Birmingham",
    },
    {
      title: "Dietitians adapt healthy eating advice for traditional Gujarati and Punjabi meals",
      subtitle: "A new guide shows how to keep favourite dishes while cutting salt, sugar and oil.",
      summary:
        "NHS dietitians have produced a guide to healthier versions of popular South Asian dishes, designed to help families reduce health risks without giving up home cooking.",
      paragraphs: [
        "NHS dietitians in the Midlands have produced a guide to healthy eating designed specifically for families who cook traditional Gujarati and Punjabi meals. Rather than telling people to give up favourite dishes, the guide suggests practical changes such as using less oil in tadka, adding more vegetables to dal and choosing wholemeal flour for rotis.",
        "The project was developed with community cooks, who tested recipes and gave feedback on taste. One dietitian said generic healthy eating advice often failed to connect with South Asian families because it focused on foods they rarely ate, and that people were more likely to make changes if they could keep cooking the meals they loved.",
        "The guide is available in English, Gujarati and Punjabi and will be shared through GP surgeries, pharmacies and community centres. Cooking demonstrations are planned at several venues in Leicester and Birmingham, and the team hopes to produce further editions covering Bengali, Tamil and other regional cuisines in the future.",
      ],
      tags: ["Nutrition", "Diabetes", "Food"],
      author: "Anjali Desai",
    },
  ],
  Tech: [
    {
      title: "Ofcom sets out new online safety duties for messaging and social media platforms",
      subtitle: "Companies will be expected to assess risks to children and act quickly on illegal content.",
      summary:
        "The UK communications regulator has published detailed guidance on how online platforms must protect users, with particular attention to the safety of children.",
      paragraphs: [
        "Ofcom has set out detailed guidance on the duties that social media and messaging platforms must meet under the UK's online safety laws. Companies will be expected to assess the risks their services pose to users, particularly children, and to take swift action to remove illegal content when they become aware of it.",
        "The regulator said platforms would need to provide clear reporting tools and explain how they deal with complaints. Larger services will face additional requirements, including publishing information about how their recommendation systems work. Firms that fail to comply could face substantial fines.",
        "Children's charities welcomed the guidance but said enforcement would be the real test. Technology companies said they supported the aims of the legislation but warned that some measures could be technically difficult to implement, particularly on encrypted messaging services. An Ofcom spokesperson said the regulator would work with companies but would not hesitate to act.",
      ],
      tags: ["Online Safety", "Ofcom", "Regulation"],
      author: "Sophie Clarke",
    },
    {
      title: "More British shops begin accepting Indian mobile payments from visiting tourists",
      subtitle: "Retailers in London and Leicester say QR code payments are popular with visitors from India.",
      summary:
        "A growing number of UK retailers now accept payments from Indian mobile banking apps, making it easier for tourists and visiting relatives to shop without cash.",
      paragraphs: [
        "A growing number of shops and restaurants in the UK are accepting payments from Indian mobile banking apps, allowing visitors from India to pay by scanning a QR code at the till. Retailers in central London, Leicester and Wembley say the option has proved popular with tourists and relatives visiting family.",
        "Mobile payments have transformed everyday transactions in India, where many people now rarely carry cash or cards. Payment companies have been working with partners overseas to allow Indian users to pay abroad using the same apps, with the conversion from rupees to pounds handled automatically.",
        "A jewellery shop owner in Leicester said visiting customers had often struggled with card charges and cash limits, and that the new option had made large purchases easier. Consumer advisers recommend that travellers check exchange rates and fees within their app before paying, as charges can vary between providers.",
      ],
      tags: ["Digital Payments", "Retail", "Fintech"],
      author: "James Whitfield",
    },
    {
      title: "Smartphone manufacturers expand production in India as supply chains shift",
      subtitle: "New factories near Chennai and Noida are expected to create tens of thousands of jobs.",
      summary:
        "Global smartphone companies are increasing manufacturing in India, with new factories expected to employ tens of thousands of workers and boost exports.",
      paragraphs: [
        "Major smartphone manufacturers are expanding production in India as global companies seek to diversify their supply chains. New and enlarged factories near Chennai and Noida are expected to create tens of thousands of jobs, many of them for young women from surrounding towns and villages.",
        "Government incentive schemes linked to production levels have encouraged companies to assemble more devices in India, and increasingly to make components there as well. Officials say smartphones have become one of the country's fastest-growing exports, with a significant share of devices now shipped to Europe and North America.",
        "Industry analysts say India still faces challenges in competing with established manufacturing hubs, including infrastructure gaps and the need for more specialised suppliers. Labour organisations have called for close monitoring of working conditions and housing at large factory sites. British retailers report that a growing proportion of the phones they sell are now made in India.",
      ],
      tags: ["Manufacturing", "Smartphones", "India"],
      author: "James Whitfield",
      location: "Chennai",
    },
    {
      title: "Leicester students build low-cost air quality sensors for schools across the city",
      subtitle: "The devices cost a fraction of commercial monitors and display readings on classroom screens.",
      summary:
        "University students in Leicester have designed cheap air quality sensors that are now measuring pollution levels outside dozens of schools in the city.",
      paragraphs: [
        "Engineering students in Leicester have designed low-cost air quality sensors that are now installed outside dozens of schools across the city. The devices measure fine particulate matter and nitrogen dioxide and cost a fraction of the price of commercial monitors, using readily available components and open-source software.",
        "Readings are displayed on screens in classrooms, and pupils use the data in science and geography lessons. Teachers say children have become keen to understand why pollution rises at drop-off and pick-up times, and some schools have launched campaigns encouraging parents to walk, cycle or switch off engines while waiting.",
        "The students are working with Leicester City Council to share the data more widely, and hope it will help inform decisions about traffic schemes and school streets. They have published the designs online so that other communities can build their own sensors, and have received enquiries from groups in Birmingham, Bradford and several Indian cities.",
      ],
      tags: ["Air Quality", "Students", "Leicester"],
      author: "Sophie Clarke",
      location: "Leicester",
    },
    {
      title: "Bengaluru start-up launches AI translation tool covering twenty Indian languages",
      subtitle: "The service aims to help businesses and public bodies communicate beyond English and Hindi.",
      summary:
        "A Bengaluru technology company has launched a translation service for twenty Indian languages, targeting customer service, healthcare and government information.",
      paragraphs: [
        "A start-up in Bengaluru has launched an artificial intelligence translation service that covers twenty Indian languages, aiming to help businesses and public bodies communicate with people who are not comfortable in English or Hindi. The company says its models have been trained on carefully gathered text and speech from native speakers.",
        "The founders said many existing translation tools perform poorly for languages with fewer digital resources, such as Odia or Assamese, and often miss regional expressions. Early customers include a hospital chain using the service for patient information leaflets and a bank translating customer messages.",
        "Linguists welcomed efforts to support a wider range of languages but stressed the importance of human review for sensitive material such as medical instructions. The company said it was in talks with organisations in the UK, including councils and health services, which need to communicate with residents who speak Gujarati, Punjabi, Bengali and Tamil.",
      ],
      tags: ["Artificial Intelligence", "Languages", "Start-ups"],
      author: "Sophie Clarke",
      location: "Bengaluru",
    },
    {
      title: "Rural Leicestershire villages still wait for fast broadband as city races ahead",
      subtitle: "Residents say slow connections make working from home and online schooling a struggle.",
      summary:
        "Residents in parts of rural Leicestershire say they are still waiting for full-fibre broadband, while much of the city already has access to gigabit speeds.",
      paragraphs: [
        "Residents in some villages in rural Leicestershire say they are still struggling with slow broadband connections, even as much of the nearby city gains access to full-fibre services. Some households report download speeds too slow to stream video reliably or join online meetings without interruptions.",
        "A parent in one village said her children had to take turns using the internet for homework, and that she often drove to a relative's house in Leicester to work. Local businesses, including farm shops and holiday lets, say poor connectivity is costing them customers who expect to book and pay online.",
        "Leicestershire County Council said it was working with providers and the national rollout programme to bring gigabit-capable broadband to remaining areas, prioritising those with the slowest speeds. A spokesperson acknowledged residents' frustration and said several rural schemes were due to begin construction in the coming months, with residents kept informed about progress.",
      ],
      tags: ["Broadband", "Rural", "Leicestershire"],
      author: "Priya Raghavan",
      location: "Market Harborough",
    },
    {
      title: "Fraudsters use AI voice cloning to target diaspora families, consumer groups warn",
      subtitle: "Scammers imitate the voices of relatives abroad to request urgent money transfers.",
      summary: "Consumer groups are warning British Indian families about scams in which fraudsters use cloned voices of relatives to ask for urgent payments.",
      paragraphs: [
        "Consumer protection groups are warning families with relatives abroad about a rise in scams using artificial intelligence to clone voices. Fraudsters use short clips from social media to imitate a relative and then call with an urgent request for money, often claiming to be in hospital, in trouble with the police or stranded at an airport.",
        "Several victims in the UK said the voice on the phone sounded exactly like their son or niece in India, and that the caller used family nicknames to appear convincing. The scammers typically ask for payment by bank transfer or gift cards and insist that the matter be kept secret.",
        "Experts advise families to agree a code word that can be used to confirm identity in an emergency, and to hang up and call the relative back on a known number. Anyone who believes they have been targeted should report it to their bank and to the national fraud reporting service as soon as possible.",
      ],
      tags: ["Scams", "Artificial Intelligence", "Consumer Advice"],
      author: "Sophie Clarke",
    },
    {
      title: "Indian electric rickshaw maker tests its vehicles on the streets of British cities",
      subtitle: "The company hopes its three-wheelers could serve as last-mile delivery vans.",
      summary:
        "An Indian maker of electric three-wheelers is trialling its vehicles with delivery firms in the UK, hoping to find a market for cheap, compact urban transport.",
      paragraphs: [
        "An Indian manufacturer of electric three-wheelers has begun trialling its vehicles with delivery companies in several British cities. The compact vehicles, similar to the auto-rickshaws common on Indian streets but adapted to carry parcels, are being tested for last-mile deliveries in congested city centres.",
        "The company said its vehicles cost far less than electric vans and could be charged from a standard socket overnight. Delivery firms taking part in the trial say the three-wheelers can navigate narrow streets easily and are cheaper to run, although they have questioned how well they cope with hills and wet weather.",
        "The vehicles had to be modified to meet UK safety standards, including changes to lighting, mirrors and crash protection. Transport researchers said smaller delivery vehicles could help reduce congestion and pollution in city centres, but that councils would need to provide suitable loading bays and charging points for such schemes to grow.",
      ],
      tags: ["Electric Vehicles", "Delivery", "Manufacturing"],
      author: "Tom Hargreaves",
      location: "Birmingham",
    },
  ],
  Initiatives: [
    {
      title: "MATV Winter Warmth Appeal collects thousands of coats for families across Leicester",
      subtitle: "Viewers donated new and nearly new winter clothing at collection points across the city.",
      summary:
        "MATV's annual Winter Warmth Appeal has gathered thousands of coats, blankets and jumpers for families in Leicester struggling with the cost of heating their homes.",
      paragraphs: [
        "MATV's annual Winter Warmth Appeal has collected thousands of coats, blankets, hats and jumpers for families in Leicester who are struggling to keep warm this winter. Viewers dropped off donations at collection points in shops, temples, gurdwaras and community centres across the city over a three-week period.",
        "Volunteers sorted the clothing by size and condition before passing it to local charities, schools and refuges, which distribute it to families who need it most. One volunteer coordinator said the generosity of viewers had been overwhelming, with many donors bringing brand new items bought specially for the appeal.",
        "The appeal was first launched by the channel in its early years in Leicestershire and has grown every winter since. MATV thanked everyone who donated and the businesses that provided storage space and vans. Organisers said children's coats and shoes remained in particularly high demand, and that a final collection would take place before Christmas.",
      ],
      tags: ["MATV Appeals", "Charity", "Leicester"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "MATV Diwali food drive fills the shelves of community pantries in three cities",
      subtitle: "Viewers donated rice, lentils, flour and tinned food to help families through the festive season.",
      summary:
        "MATV's Diwali food drive collected tonnes of groceries for community pantries in Leicester, London and Birmingham, helping families who are struggling with rising prices.",
      paragraphs: [
        "MATV's Diwali food drive has delivered tonnes of groceries to community pantries in Leicester, London and Birmingham, helping families who are struggling with rising food prices. Viewers donated rice, lentils, flour, cooking oil, tinned vegetables and festive sweets at collection points in supermarkets and places of worship.",
        "The drive was inspired by the festival's message of light overcoming darkness and the tradition of sharing with those in need. A pantry manager in Wembley said donations of staple foods such as atta and dal were especially welcome, because they were rarely given through general food bank collections but were exactly what many families cooked every day.",
        "The channel broadcast updates throughout the campaign, featuring volunteers and the families who benefited. MATV said it was grateful to viewers, local businesses and faith groups for their support. Organisers encouraged people who wished to continue helping to contact their nearest pantry directly, as demand usually rises again in January.",
      ],
      tags: ["MATV Appeals", "Diwali", "Food Banks"],
      author: "Priya Raghavan",
    },
    {
      title: "MATV launches free media skills workshops for young people in Wembley and Southall",
      subtitle: "Teenagers will learn to film, edit and present their own short news reports.",
      summary:
        "MATV is offering free workshops teaching teenagers how to research, film and present news stories, with the best reports to be broadcast on the channel.",
      paragraphs: [
        "MATV has launched a series of free media skills workshops for young people aged fourteen to eighteen in Wembley and Southall. Over six weekly sessions, participants learn how to research a story, film interviews on a smartphone, edit footage and present their reports to camera.",
        "The workshops are led by MATV journalists, camera operators and producers, who share their experience of working in television news. Organisers said they wanted to show young people from diverse backgrounds that careers in media were open to them, and to help them develop skills that are valuable in many other professions.",
        "The best reports produced during the programme will be broadcast on MATV and published on the channel's website. Several participants from last year's pilot have since gone on to study journalism or media production at college. Applications for the next round of workshops are open, and places will be allocated to ensure a mix of schools and neighbourhoods.",
      ],
      tags: ["MATV Initiatives", "Young People", "Media Skills"],
      author: "Sophie Clarke",
      location: "Wembley",
    },
    {
      title: "MATV charity cricket match raises funds for children's hospital wards in the Midlands",
      subtitle: "Presenters, community leaders and local club players took part in a friendly twenty-over game.",
      summary:
        "A charity cricket match organised by MATV in Leicestershire raised money for children's hospital wards, with presenters and local club players taking part.",
      paragraphs: [
        "A charity cricket match organised by MATV has raised money for children's hospital wards in the Midlands. The twenty-over game, played at a club ground in Leicestershire, brought together MATV presenters, community leaders and local club cricketers in front of a crowd of several hundred spectators.",
        "The match was played in good spirits, with the channel's sports team claiming victory in the final over, much to the amusement of colleagues from the newsroom. Families enjoyed food stalls, face painting and a coaching session for children led by club coaches between innings.",
        "The money raised will be used to buy toys, games and equipment to make hospital stays less stressful for young patients. A representative of the hospital charity thanked MATV and everyone who attended or donated. The channel said it hoped to make the match an annual event and to invite a team from its London studio next year.",
      ],
      tags: ["MATV Appeals", "Cricket", "Charity"],
      author: "Arjun Mehta",
      location: "Leicestershire",
    },
    {
      title: "MATV and local libraries record the oral histories of first-generation migrants",
      subtitle: "The recordings will be preserved in public archives for future generations to hear.",
      summary:
        "MATV has partnered with libraries in Leicester and London to record the life stories of people who arrived in Britain from South Asia and East Africa decades ago.",
      paragraphs: [
        "MATV has joined forces with public libraries in Leicester and London to record the life stories of first-generation migrants who arrived in Britain from South Asia and East Africa. The project aims to capture memories of journeys, first jobs, early homes and the building of communities before they are lost.",
        "Volunteers trained by MATV producers conduct interviews in participants' preferred languages, including Gujarati, Punjabi, Urdu and English. Many contributors have brought along old photographs, letters and documents, which are being carefully scanned and added to the digital archive alongside the audio recordings.",
        "Extracts from the interviews will feature in a series of programmes on MATV, while the full recordings will be held in library archives and made available to researchers and schools. Organisers said younger family members often sat in on the interviews and heard stories for the first time, making the project as much about families as about history.",
      ],
      tags: ["MATV Initiatives", "Oral History", "Heritage"],
      author: "Anjali Desai",
    },
    {
      title: "MATV flood relief appeal raises money for families hit by monsoon floods in Assam",
      subtitle: "Funds are being distributed through registered charities for food, shelter and clean water.",
      summary:
        "MATV viewers have donated generously to a flood relief appeal for Assam, where monsoon floods have forced families from their homes and damaged crops.",
      paragraphs: [
        "MATV viewers have given generously to the channel's flood relief appeal for the north-eastern Indian state of Assam, where severe monsoon flooding has forced families from their homes and destroyed crops. Donations are being distributed through registered charities working on the ground.",
        "The money is being used to provide food parcels, tarpaulins, water purification tablets and hygiene kits for displaced families. A representative of one partner charity said the needs would continue long after the water receded, as families would have to rebuild homes and replant fields before they could earn a living again.",
        "MATV broadcast special programmes during the appeal, including reports from relief camps and interviews with members of the Assamese community in the UK. The channel said every donation would be passed to partner charities and that regular updates would be published on its website showing how the money had been spent.",
      ],
      tags: ["MATV Appeals", "Floods", "Assam"],
      author: "Tom Hargreaves",
    },
    {
      title: "MATV Digital Elders programme helps over-65s get online in their own language",
      subtitle: "Volunteers teach video calling, online banking safety and booking GP appointments.",
      summary: "MATV's Digital Elders programme is helping older people in Leicester and London get online, with lessons in Gujarati, Punjabi, Hindi and Urdu.",
      paragraphs: [
        "MATV's Digital Elders programme is helping older people in Leicester and London gain confidence using smartphones and tablets, with lessons taught in Gujarati, Punjabi, Hindi and Urdu as well as English. Weekly sessions take place in community centres, libraries and places of worship.",
        "Volunteers cover practical skills such as making video calls to relatives abroad, booking GP appointments online and recognising scam messages. One participant, aged seventy-eight, said she had been afraid of pressing the wrong button, but could now video call her grandchildren in Canada every Sunday without needing help.",
        "The programme also lends refurbished tablets to people who cannot afford their own, thanks to donations from local businesses. MATV said it hoped to extend the scheme to Birmingham and Bradford next year and was looking for more volunteers who speak community languages and can spare a few hours each week.",
      ],
      tags: ["MATV Initiatives", "Digital Inclusion", "Older People"],
      author: "Sophie Clarke",
      location: "Leicester",
    },
    {
      title: "MATV Money Clinic offers free sessions on budgeting, bills and avoiding scams",
      subtitle: "Independent advisers will answer viewers' questions in person and live on air.",
      summary:
        "MATV is hosting free money advice clinics in community venues, where independent advisers help families with budgeting, energy bills and financial scams.",
      paragraphs: [
        "MATV has launched a series of free Money Clinics in community venues, where families can speak to independent advisers about budgeting, energy bills, debt and financial scams. The sessions are being held in Leicester, Wembley and Birmingham, with interpreters available in several languages.",
        "The clinics were set up after viewers contacted the channel with questions about rising costs and confusing financial products. Advisers from registered debt charities help people check they are receiving all the benefits they are entitled to, draw up household budgets and understand their options if they are behind on payments.",
        "Selected questions will also be answered live on MATV's weekly business programme. The channel stressed that the clinics offer guidance rather than regulated financial advice, and that viewers should never share bank passwords or PIN numbers with anyone. Dates and venues for future sessions will be published on the MATV website.",
      ],
      tags: ["MATV Initiatives", "Personal Finance", "Cost of Living"],
      author: "James Whitfield",
    },
  ],
  TopStories: [
    {
      title: "UK and India conclude latest round of trade talks with agreement on digital services",
      subtitle: "Negotiators say progress has been made, but tariffs on cars and whisky remain unresolved.",
      summary:
        "The latest round of UK-India trade negotiations has ended with agreement on digital trade rules, though several sensitive issues still divide the two sides.",
      paragraphs: [
        "The latest round of trade negotiations between the UK and India has concluded with agreement on rules for digital trade, including cross-border data flows and electronic contracts. Officials from both sides described the talks as constructive, and said technical teams would continue working on the remaining chapters.",
        "Sensitive issues including tariffs on cars, whisky and some agricultural products remain unresolved, as does the question of temporary visas for Indian professionals. A Department for Business and Trade spokesperson said the UK would only sign a deal that was in the national interest, while Indian officials said flexibility would be needed on both sides.",
        "Business groups in both countries have urged negotiators to reach a conclusion, saying a comprehensive agreement could significantly increase trade. Small exporters in the Midlands, including food and textile firms with links to India, say lower tariffs and simpler customs rules could open up a market of more than a billion consumers.",
      ],
      tags: ["Trade", "UK-India", "Economy"],
      author: "James Whitfield",
      location: "London",
    },
    {
      title: "Heat health alert issued for much of England as temperatures climb above 30C",
      subtitle: "People are urged to check on elderly neighbours and avoid the sun during the hottest hours.",
      summary:
        "Health officials have issued a heat health alert covering much of England, warning that high temperatures could put older and vulnerable people at risk.",
      paragraphs: [
        "A heat health alert has been issued for much of England, with temperatures expected to climb above thirty degrees Celsius in several regions over the coming days. The UK Health Security Agency said the hot weather could pose a risk to older people, young children and those with long-term health conditions.",
        "People are being advised to stay out of the sun during the hottest part of the day, keep homes cool by closing curtains on sun-facing windows and drink plenty of fluids. Health officials urged families to check regularly on elderly relatives and neighbours, particularly those who live alone.",
        "The NHS said hospitals and ambulance services were preparing for a possible increase in demand. Community organisations in Leicester and London are opening cool spaces in libraries and community centres. Forecasters expect temperatures to ease by the end of the week, although some areas may see thunderstorms as the hot spell breaks.",
      ],
      tags: ["Heatwave", "Weather", "Health"],
      author: "Priya Raghavan",
    },
    {
      title: "India clinch thrilling one-day series decider against England at Edgbaston",
      subtitle: "A last-over finish in front of a packed Birmingham crowd settled a closely fought series.",
      summary:
        "India won a dramatic one-day series decider against England at Edgbaston, sealing victory with two balls to spare in front of a crowd split between both sides.",
      paragraphs: [
        "India have won a thrilling one-day international series decider against England at Edgbaston, reaching their target with two balls to spare in front of a packed and noisy Birmingham crowd. Chasing a challenging total, India recovered from a difficult start thanks to a patient century partnership in the middle overs.",
        "England had posted a competitive score after a fluent innings from their opening batter and some late hitting from the lower order. Their bowlers fought back strongly in the closing stages, taking three wickets in quick succession, but a boundary in the final over settled the match and the series.",
        "The crowd, with large numbers of supporters from both sides, created a festival atmosphere throughout the day. England's captain praised the quality of the contest and said his side had learned lessons ahead of next year's major tournament. The two teams will meet again in a Twenty20 series later this summer.",
      ],
      tags: ["Cricket", "England", "India"],
      author: "Arjun Mehta",
      location: "Birmingham",
    },
    {
      title: "NHS waiting list in England falls for a third consecutive month, new figures show",
      subtitle: "Health leaders welcome progress but warn that millions of patients are still waiting for care.",
      summary:
        "The number of people waiting for routine hospital treatment in England has fallen for the third month in a row, though the overall list remains very long.",
      paragraphs: [
        "The number of people waiting for routine hospital treatment in England has fallen for the third consecutive month, according to the latest NHS figures. Health officials said extra clinics, weekend operating lists and the use of community diagnostic centres had helped reduce the backlog.",
        "Despite the improvement, millions of patients remain on the waiting list, and many have been waiting more than a year for treatment. Charities representing patients with conditions such as arthritis and heart disease said long waits were affecting people's ability to work and care for their families.",
        "An NHS England spokesperson thanked staff for their efforts and said the service was determined to keep reducing waiting times. Health think tanks cautioned that progress could be disrupted by winter pressures and staff shortages, and called for long-term investment in buildings, equipment and the workforce to make improvements sustainable.",
      ],
      tags: ["NHS", "Waiting Lists", "Health"],
      author: "Tom Hargreaves",
    },
    {
      title: "ISRO launches new navigation satellite to strengthen India's regional positioning system",
      subtitle: "The satellite will improve the accuracy of location services across India and neighbouring regions.",
      summary:
        "The Indian Space Research Organisation has successfully launched a navigation satellite that will boost the accuracy of India's home-grown positioning system.",
      paragraphs: [
        "The Indian Space Research Organisation has successfully launched a new navigation satellite from Sriharikota, strengthening the country's regional positioning system. The satellite was placed into its planned orbit shortly after lift-off, and mission controllers confirmed that its solar panels had deployed correctly.",
        "India's navigation system provides positioning and timing services across the country and the surrounding region, reducing reliance on foreign satellite networks. The new satellite includes an atomic clock designed in India and will improve the accuracy and reliability of location data for transport, fisheries, disaster management and mobile phone services.",
        "An ISRO spokesperson said the launch was an important step towards completing the next generation of the system. Space industry analysts in the UK noted that India's growing launch record has made it an increasingly attractive partner for commercial satellite operators, including several British companies that have used Indian rockets in recent years.",
      ],
      tags: ["ISRO", "Space", "Satellites"],
      author: "Sophie Clarke",
      location: "Sriharikota",
    },
    {
      title: "Leicester to be showcased as a city of festivals in new national tourism campaign",
      subtitle: "Diwali, Vaisakhi, Eid and the Caribbean Carnival will feature in adverts aimed at domestic and overseas visitors.",
      summary:
        "A new national tourism campaign will promote Leicester as a city of festivals, highlighting its Diwali celebrations and cultural events to visitors from the UK and abroad.",
      paragraphs: [
        "Leicester is to be showcased as a city of festivals in a new national tourism campaign designed to attract visitors from across the UK and overseas. The campaign will highlight the city's Diwali celebrations, which are among the largest outside India, as well as Vaisakhi, Eid, the Caribbean Carnival and a growing number of food and music festivals.",
        "Tourism officials said the city's diversity was one of its greatest strengths and that visitors increasingly wanted authentic cultural experiences. The campaign will include adverts on social media and at major railway stations, along with promotions targeting travellers from India and the Gulf.",
        "Local businesses, from sweet shops on Belgrave Road to hotels in the city centre, welcomed the news. A Leicester City Council spokesperson said the campaign would help spread the economic benefits of tourism throughout the year, and encouraged residents to act as ambassadors by sharing their favourite places with visiting friends and family.",
      ],
      tags: ["Leicester", "Tourism", "Festivals"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "Autumn Budget: what the Chancellor's announcements mean for families and small firms",
      subtitle: "Changes to thresholds, duties and business rates will affect household budgets in different ways.",
      summary:
        "We break down the key measures in the Autumn Budget and explain how changes to tax thresholds, fuel duty and business rates could affect households and small businesses.",
      paragraphs: [
        "The Chancellor has set out the government's tax and spending plans in the Autumn Budget, with measures that will affect households and businesses in different ways. Key announcements included changes to income tax thresholds, a decision on fuel duty and a package of support for small retailers through business rates relief.",
        "For families, the impact will depend heavily on income and circumstances. Economists said frozen thresholds would continue to pull more people into higher tax bands as wages rise, while the fuel duty decision would provide modest relief for drivers. Pensioners will see their state pension rise in line with the government's existing commitment.",
        "Small business groups welcomed the business rates measures, saying family-run shops on high streets across the country had been under severe pressure. The independent Office for Budget Responsibility published updated forecasts alongside the Budget, suggesting growth would remain modest over the next two years. We will be answering viewers' questions on tonight's business programme.",
      ],
      tags: ["Budget", "Economy", "Tax"],
      author: "James Whitfield",
      location: "London",
    },
    {
      title: "Millions prepare to vote as polling begins in the first phase of Indian state elections",
      subtitle: "Security has been stepped up and polling stations equipped for a high turnout.",
      summary:
        "Voting is under way in the first phase of state assembly elections in India, with election officials predicting strong turnout among young and women voters.",
      paragraphs: [
        "Voting has begun in the first phase of state assembly elections in India, with millions of people expected to cast their ballots at tens of thousands of polling stations. Election officials have deployed large numbers of security personnel and said preparations had been made for a high turnout.",
        "Campaigning focused heavily on jobs, prices, farming and welfare schemes, with parties holding large rallies and door-to-door canvassing in the final days. Election observers say women voters and first-time voters have become increasingly important in recent elections, and parties have tailored promises accordingly.",
        "Results will be declared after the final phase of polling, with counting expected to be completed in a single day. Diaspora communities in the UK with links to the states involved are following the campaign closely, and MATV will broadcast live coverage of the count along with analysis from our team in London and correspondents in India.",
      ],
      tags: ["Indian Elections", "Democracy", "India"],
      author: "Priya Raghavan",
      location: "New Delhi",
    },
  ],
  Community: [
    {
      title: "Leicester's Navratri garba nights draw huge crowds to the Belgrave area for nine nights",
      subtitle: "Dancers in traditional dress filled halls and marquees for the nightly celebrations.",
      summary:
        "Thousands of people joined garba and dandiya dancing in Leicester during Navratri, with halls and marquees across the Belgrave area packed every night.",
      paragraphs: [
        "Thousands of people have joined nightly garba and dandiya celebrations across Leicester during the nine nights of Navratri, with community halls and marquees in the Belgrave area packed until late. Dancers in brightly coloured chaniya choli and kurtas circled shrines to the goddess Durga to the sound of live bands.",
        "Organisers said attendance was among the highest they could remember, with many younger people joining in alongside grandparents who have danced garba for decades. Several venues introduced beginners' sessions early in the evening to help newcomers learn the steps before the main dancing began.",
        "Police and volunteer stewards helped manage crowds and traffic, and local businesses stayed open late to serve food and drinks. A spokesperson for one of the organising committees thanked volunteers and reminded residents that the celebrations would continue with Dussehra events and preparations for Diwali in the weeks ahead.",
      ],
      tags: ["Navratri", "Leicester", "Festivals"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "Wembley community kitchen serves thousands of free hot meals as living costs bite",
      subtitle: "Volunteers of all faiths and none cook and serve meals six days a week.",
      summary:
        "A community kitchen in Wembley run entirely by volunteers is now serving thousands of free hot meals a month to people struggling with rising living costs.",
      paragraphs: [
        "A community kitchen in Wembley run entirely by volunteers is now serving thousands of free hot meals every month, as more local residents struggle with rising living costs. The kitchen operates six days a week from a church hall and welcomes anyone who needs a meal, with no questions asked.",
        "Volunteers come from a wide range of backgrounds and faiths, and the menu reflects the neighbourhood, with dal and rice served alongside pasta and vegetable curries. The kitchen's coordinator said the number of working families and pensioners using the service had risen noticeably over the past year.",
        "Local businesses donate surplus food, and a nearby temple and gurdwara regularly provide ingredients and extra volunteers. The kitchen is now appealing for help to replace an ageing cooker and is looking for drivers to collect donations. Brent Council said it was working with community groups to ensure support reached those who needed it.",
      ],
      tags: ["Wembley", "Cost of Living", "Volunteering"],
      author: "Priya Raghavan",
      location: "Wembley",
    },
    {
      title: "Southall gurdwara volunteers launch a free homework club for local children",
      subtitle: "Retired teachers and university students help pupils with maths, English and science.",
      summary:
        "Volunteers at a gurdwara in Southall have started a free after-school homework club, where retired teachers and students help children with their schoolwork.",
      paragraphs: [
        "Volunteers at a gurdwara in Southall have launched a free homework club for local children, offering help with maths, English and science three evenings a week. The sessions are run by retired teachers and university students, and are open to pupils of any background from the surrounding area.",
        "Organisers said many families in the area could not afford private tuition and that some parents found it difficult to help with homework because the curriculum had changed since they were at school. Children are also given a hot meal from the langar kitchen before the sessions begin.",
        "One volunteer, a retired maths teacher, said it was rewarding to see children's confidence grow from week to week. Parents say their children now look forward to the sessions. The gurdwara committee hopes to add computer skills and exam preparation classes, and is seeking volunteers with experience of teaching secondary school subjects.",
      ],
      tags: ["Southall", "Education", "Sikh Community"],
      author: "Anjali Desai",
      location: "Southall",
    },
    {
      title: "Birmingham Eid festival in the park returns with food stalls, funfair and family fun",
      subtitle: "Tens of thousands are expected for prayers followed by a day of celebration.",
      summary:
        "One of the largest Eid gatherings in Britain returns to a Birmingham park this year, with open-air prayers followed by food stalls, rides and activities for families.",
      paragraphs: [
        "One of the largest Eid celebrations in Britain is returning to a park in Birmingham, with tens of thousands of people expected to attend. The day begins with open-air prayers in the morning, followed by a festival with food stalls, a funfair, children's activities and stalls run by local charities.",
        "Organisers said the event had grown from a small gathering into a major occasion for families across the West Midlands and beyond. Volunteers have spent weeks planning stewarding, first aid and cleaning, and additional bus services have been arranged to reduce pressure on roads around the park.",
        "A spokesperson for the organising committee said people of all faiths were welcome to come along and share in the celebrations. Birmingham City Council and West Midlands Police have been working with organisers to ensure the day runs safely, and visitors are being encouraged to travel by public transport where possible.",
      ],
      tags: ["Eid", "Birmingham", "Festivals"],
      author: "Priya Raghavan",
      location: "Birmingham",
    },
    {
      title: "Bradford mela celebrates South Asian culture with music, dance and street food",
      subtitle: "The weekend festival returned with a mix of traditional performers and new British talent.",
      summary:
        "Bradford's mela brought music, dance and food to the city centre over a weekend, celebrating the South Asian heritage that has shaped the city for generations.",
      paragraphs: [
        "Bradford's mela returned to the city centre over the weekend, bringing music, dance, food and crafts to thousands of visitors. The festival, one of the oldest of its kind in Britain, celebrates the South Asian heritage that has shaped Bradford for generations, while welcoming people of every background.",
        "The main stage featured qawwali singers, bhangra bands and young British artists mixing South Asian sounds with hip hop and electronic music. Street food stalls served everything from seekh kebabs to dosas, and craft stalls sold jewellery, textiles and artwork made by local designers.",
        "Organisers said the mela was an opportunity for the city to come together and celebrate its diversity. Volunteers helped run children's activities, including henna painting and kite making. Bradford Council said the event brought welcome business to city centre traders, and thanked the many community groups that had taken part.",
      ],
      tags: ["Bradford", "Mela", "Culture"],
      author: "Anjali Desai",
      location: "Bradford",
    },
    {
      title: "Leicester youth groups from different faiths team up for a charity football tournament",
      subtitle: "Teams from temples, gurdwaras, mosques and churches competed for a trophy and for charity.",
      summary:
        "Young people from faith groups across Leicester took part in a charity football tournament aimed at building friendships and raising money for a local hospice.",
      paragraphs: [
        "Young people from temples, gurdwaras, mosques and churches across Leicester have taken part in a charity football tournament designed to build friendships between communities. Sixteen teams competed over a full day of five-a-side matches at a sports centre in the city, cheered on by families and friends.",
        "The tournament was organised by a group of youth leaders who wanted to create opportunities for young people from different backgrounds to meet. Teams were encouraged to mix players, and the day ended with a shared meal. The trophy was won by a team that included players from three different faith groups.",
        "Money raised through entry fees and donations will go to a local hospice. One of the organisers said the aim was to show that young people in Leicester had far more in common than anything that divided them. The organisers plan to hold the tournament every year and are considering adding a cricket competition next summer.",
      ],
      tags: ["Leicester", "Football", "Interfaith"],
      author: "Arjun Mehta",
      location: "Leicester",
    },
    {
      title: "Coventry women's group turns traditional embroidery into a thriving social enterprise",
      subtitle: "Members sell hand-stitched cushions, bags and wall hangings online and at markets.",
      summary:
        "A group of South Asian women in Coventry has turned their embroidery skills into a social enterprise, selling handmade goods and offering workshops.",
      paragraphs: [
        "A group of South Asian women in Coventry has turned their traditional embroidery skills into a thriving social enterprise. Members, many of whom learned to stitch from their mothers in Punjab and Gujarat, now sell hand-embroidered cushions, bags and wall hangings online and at markets across the Midlands.",
        "The group began as a weekly social gathering for women who felt isolated at home. A local business adviser helped them set up a website and work out pricing, and sales have grown steadily. Profits are shared among members, with a portion set aside to fund English classes and trips.",
        "The enterprise now runs embroidery workshops for schools and community groups, and has received orders from shops in London. One member said earning her own money for the first time had given her enormous confidence. The group hopes to open a small shop and studio in Coventry city centre within the next two years.",
      ],
      tags: ["Coventry", "Social Enterprise", "Women"],
      author: "James Whitfield",
      location: "Coventry",
    },
    {
      title: "Harrow seniors' club celebrates forty years of bringing older residents together",
      subtitle: "Founded in a church hall, the club now offers yoga, bingo, day trips and hot lunches.",
      summary:
        "A club for older people in Harrow has marked its fortieth anniversary with a celebration lunch, honouring the founders who started it to tackle loneliness.",
      paragraphs: [
        "A club for older residents in Harrow has celebrated its fortieth anniversary with a lunch attended by members, volunteers and local councillors. The club was founded by a small group of Gujarati and Punjabi families who wanted to give elderly relatives a place to meet while younger family members were at work.",
        "Today the club welcomes older people from many backgrounds and offers chair yoga, bingo, health talks, day trips and a hot lunch twice a week. Members said the club had become a second family, and several recalled meeting their closest friends there after moving to the area.",
        "Volunteers said the need for such groups was greater than ever, as many older people live alone or far from their children. The club is fundraising to replace its minibus, which is used to bring members with limited mobility to sessions. A founding member, now in her nineties, cut the anniversary cake to loud applause.",
      ],
      tags: ["Harrow", "Older People", "Community"],
      author: "Tom Hargreaves",
      location: "Harrow",
    },
  ],
  Money: [
    {
      title: "Pound climbs to a three-month high against the rupee, boosting transfers to India",
      subtitle: "Families sending money home get more for every pound, but analysts warn the rally may not last.",
      summary:
        "Sterling has strengthened against the Indian rupee to its highest level in three months, giving a welcome boost to families sending money to relatives in India.",
      paragraphs: [
        "The pound has risen to a three-month high against the Indian rupee, giving a welcome boost to families in the UK who send money to relatives in India. Currency dealers said the move reflected expectations that UK interest rates would stay higher for longer, along with a period of weakness in the rupee.",
        "Money transfer firms reported a rise in transactions as customers took advantage of the better rate, particularly those paying for weddings, property or university fees in India. One transfer company in Leicester said some customers had been waiting for weeks for the rate to improve before sending large sums.",
        "Analysts cautioned that currency markets can move quickly and that nobody can reliably predict the direction of exchange rates. They advised people sending money to compare the total cost of a transfer, including fees and the margin added to the exchange rate, rather than focusing only on the headline rate advertised by providers.",
      ],
      tags: ["Currency", "Pound", "Rupee"],
      author: "James Whitfield",
      location: "London",
    },
    {
      title: "Reserve Bank of India holds interest rates steady as food price inflation eases",
      subtitle: "The central bank kept its policy stance unchanged but signalled it is watching global risks closely.",
      summary:
        "The Reserve Bank of India has left its key interest rate unchanged, saying that easing food prices give it room to support growth while keeping inflation in check.",
      paragraphs: [
        "The Reserve Bank of India has left its key lending rate unchanged at its latest policy meeting, saying that easing food prices had helped bring inflation closer to its target. The decision was widely expected by economists, who had predicted a pause while the central bank assessed global conditions.",
        "The bank said vegetable and pulse prices had fallen after a good harvest, though it warned that weather shocks and international oil prices remained risks. It also raised its forecast for economic growth slightly, citing strong government investment in infrastructure and resilient demand from households.",
        "For borrowers in India, the decision means loan rates are likely to remain stable in the near term. For British Indian families with savings or property in India, the outlook for interest rates and the rupee will influence decisions about where to keep their money. Some analysts expect a cut early next year if inflation continues to fall.",
      ],
      tags: ["Reserve Bank of India", "Interest Rates", "India"],
      author: "James Whitfield",
      location: "Mumbai",
    },
    {
      title: "Mortgage rates edge lower as lenders compete to attract first-time buyers",
      subtitle: "Brokers say more deals are available, but affordability remains a major hurdle.",
      summary:
        "Several major UK lenders have cut mortgage rates, with brokers saying competition for first-time buyers is increasing, though house prices remain stretched.",
      paragraphs: [
        "Several of the UK's largest mortgage lenders have cut their fixed rates in recent weeks, as competition to attract first-time buyers intensifies. Brokers say the number of deals available for buyers with small deposits has risen, and that rates have fallen from the peaks seen over the past two years.",
        "Despite the improvement, affordability remains a serious challenge in many areas, with house prices high compared with average earnings. A mortgage adviser in Wembley said many of her clients were young professionals who relied on help from parents to raise a deposit, a common arrangement in British Asian families.",
        "Homeowners coming to the end of fixed-rate deals are also benefiting from lower rates, although many will still face higher repayments than when they last fixed. Advisers recommend that borrowers start looking at options several months before their current deal ends, and compare offers across the market rather than automatically accepting a product from their existing lender.",
      ],
      tags: ["Mortgages", "Housing", "Personal Finance"],
      author: "James Whitfield",
    },
    {
      title: "Leicester textile firms report rising orders as European retailers seek closer suppliers",
      subtitle: "Manufacturers say shorter supply chains are bringing work back to the city's factories.",
      summary:
        "Clothing manufacturers in Leicester say orders from European retailers are increasing, as brands look for suppliers closer to home to cut delivery times.",
      paragraphs: [
        "Clothing manufacturers in Leicester say they are receiving more orders from European retailers looking for suppliers closer to home. Brands want shorter delivery times and greater flexibility to respond to changing fashion trends, and some are reducing their reliance on factories thousands of miles away.",
        "Leicester has a long history of textile manufacturing, and many of its garment firms were founded by families who arrived from East Africa and India. Industry representatives say the sector has worked hard to improve standards in recent years, with more factories signing up to independent audits of pay and working conditions.",
        "Business leaders say the growth offers an opportunity to create skilled jobs, but warn that rising energy costs and a shortage of trained machinists are holding firms back. A spokesperson for a local manufacturers' group called for investment in training and modern equipment to help Leicester compete on quality and speed rather than price alone.",
      ],
      tags: ["Manufacturing", "Textiles", "Leicester"],
      author: "James Whitfield",
      location: "Leicester",
    },
    {
      title: "Soaring gold prices squeeze families buying wedding jewellery in Leicester and Southall",
      subtitle: "Jewellers say customers are choosing lighter pieces or reusing family heirlooms.",
      summary:
        "Record gold prices are forcing families planning weddings to rethink jewellery budgets, with jewellers in Leicester and Southall reporting changes in buying habits.",
      paragraphs: [
        "Rising gold prices are putting pressure on families planning weddings, with jewellers in Leicester and Southall reporting that customers are changing what they buy. Gold jewellery plays a central role in many South Asian weddings, given as gifts from parents and relatives and often treated as a long-term store of value.",
        "Jewellers say customers are increasingly choosing lighter designs, lower carat gold or pieces that combine gold with other materials. Some families are remodelling inherited jewellery rather than buying new, while others are spreading purchases over many months to reduce the impact of price rises.",
        "Financial advisers say gold can play a role in a balanced savings plan but warn against relying on it too heavily, as prices can fall as well as rise. One jeweller on Belgrave Road said that despite the pressures, demand remained strong, because for many families jewellery carries emotional and cultural meaning that goes far beyond its price.",
      ],
      tags: ["Gold", "Weddings", "Cost of Living"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "UK inflation falls to its lowest level in two years, easing pressure on household budgets",
      subtitle: "Lower energy and food price rises helped bring the headline rate down more than expected.",
      summary:
        "The rate of UK inflation has fallen to its lowest level in two years, driven by smaller increases in food and energy prices, raising hopes of lower interest rates.",
      paragraphs: [
        "UK inflation has fallen to its lowest level in two years, according to the Office for National Statistics, helped by smaller increases in food and energy prices. The figure was lower than most economists had expected and will add to pressure on the Bank of England to consider cutting interest rates.",
        "Food prices are still rising, but at a much slower pace than during the peak of the cost of living crisis. Shoppers in Leicester and Southall said staples such as rice, oil and lentils were still far more expensive than a few years ago, and that lower inflation did not mean prices were actually falling.",
        "Economists said services inflation, which includes items such as rents, restaurant meals and haircuts, remained stubbornly high and would be closely watched by policymakers. The Chancellor welcomed the figures, while opposition parties said many families were still struggling. Charities warned that the poorest households had not yet felt any meaningful relief.",
      ],
      tags: ["Inflation", "Economy", "Cost of Living"],
      author: "James Whitfield",
    },
    {
      title: "Non-resident Indians urged to check tax rules before selling property in India",
      subtitle: "Advisers warn that tax deducted at source and UK reporting rules can catch sellers out.",
      summary:
        "Tax advisers are urging British residents who own property in India to understand the rules on both sides before selling, to avoid unexpected bills and delays.",
      paragraphs: [
        "Tax advisers are urging British residents who own property in India to check the rules carefully before selling. Many diaspora families own flats or land inherited from parents, and advisers say sellers are often surprised by the amount of tax deducted at source when a property is sold by a non-resident.",
        "In some cases, part of the tax withheld in India can be reclaimed, but the process can take time and requires careful paperwork. Sellers who are UK tax residents may also need to report the gain to HM Revenue and Customs, although relief is usually available for tax already paid in India under the treaty between the two countries.",
        "Advisers recommend seeking professional advice in both countries before agreeing a sale and keeping detailed records of the original purchase price and any improvements made. They also warn families to be cautious about informal arrangements, which can cause legal problems and make it difficult to transfer the proceeds to the UK.",
      ],
      tags: ["Tax", "Property", "NRI"],
      author: "James Whitfield",
    },
    {
      title: "Indian share indices reach record highs as foreign investors return to the market",
      subtitle: "Strong corporate earnings and steady growth forecasts have lifted investor confidence.",
      summary:
        "India's main stock market indices have hit record highs, driven by renewed foreign investment, strong company results and confidence in the country's growth prospects.",
      paragraphs: [
        "India's main stock market indices have reached record highs, driven by a return of foreign investment and strong results from companies in banking, manufacturing and consumer goods. Analysts said steady economic growth forecasts and stable government finances had helped restore confidence among overseas fund managers.",
        "Domestic investors have also played a major role, with millions of Indians investing regularly through mutual fund schemes. Market analysts say this has made the market less dependent on foreign money than in the past, helping to cushion falls during periods of global uncertainty.",
        "Financial advisers in the UK say they have seen growing interest from British Indian clients wanting to invest in India, either directly or through funds available in the UK. They caution that emerging markets can be volatile and that investors should consider currency risk, charges and tax before committing money, and avoid putting all their savings in a single market.",
      ],
      tags: ["Stock Market", "Investment", "India"],
      author: "Tom Hargreaves",
    },
  ],
  Sports: [
    {
      title: "Leicestershire spinner's career-best haul keeps promotion hopes alive at Grace Road",
      subtitle: "A seven-wicket spell on the final afternoon turned a likely draw into a dramatic victory.",
      summary:
        "A young Leicestershire left-arm spinner took seven wickets on the final day at Grace Road, bowling his side to a victory that keeps their promotion hopes alive.",
      paragraphs: [
        "A young left-arm spinner produced career-best figures on the final afternoon at Grace Road, taking seven wickets to bowl Leicestershire to a dramatic County Championship victory. With the match heading for a draw at tea, he found sharp turn from the footmarks and the visitors collapsed in little more than an hour.",
        "The 22-year-old, who came through the county's academy after starting out at a club in the east of Leicester, said he had simply tried to bowl with patience and let the pitch do the work. His captain praised his temperament and said he had earned his place through hard work in the nets.",
        "The win moves Leicestershire into contention for promotion with three matches remaining. Coaches at his former club, where he first played as an eight-year-old, watched the final session on a laptop in the clubhouse. They said his success showed the talent available in the city's grassroots game and would inspire younger players.",
      ],
      tags: ["Cricket", "County Cricket"],
      author: "Arjun Mehta",
      location: "Leicester",
    },
    {
      title: "Birmingham football academy for British Asian players sends first graduates to pro clubs",
      subtitle: "Three teenagers have signed scholarship deals after years of weekend coaching.",
      summary:
        "A community football academy in Birmingham set up to help British Asian players reach the professional game has seen three of its players sign scholarship deals.",
      paragraphs: [
        "A community football academy in Birmingham, set up to help British Asian players break into the professional game, is celebrating after three of its teenagers signed scholarship deals with professional clubs. The academy was founded by a group of former semi-professional players frustrated by how few British Asians progressed beyond youth football.",
        "British South Asians make up a significant share of the UK population but remain significantly under-represented among professional footballers. The academy's founders say talented young players were often overlooked by scouts, and that some families needed reassurance that a career in football could be compatible with education.",
        "The academy combines coaching with help on nutrition, fitness and studying, and holds trials in parks and leisure centres across the West Midlands. One of the newly signed players said he owed everything to the coaches who gave up their weekends. The founders hope other cities will follow their model and have offered to share their approach.",
      ],
      tags: ["Football", "Youth Football"],
      author: "Arjun Mehta",
      location: "Birmingham",
    },
    {
      title: "Kabaddi league final draws a capacity crowd to a Wolverhampton sports arena",
      subtitle: "A last-second raid settled a thrilling contest in front of more than two thousand fans.",
      summary:
        "A capacity crowd in Wolverhampton watched the final of a UK kabaddi league decided by a last-second raid, in the latest sign of the sport's growing popularity.",
      paragraphs: [
        "A capacity crowd of more than two thousand spectators packed a sports arena in Wolverhampton for the final of a UK kabaddi league, which was decided by a successful raid in the final seconds. The home side celebrated wildly on the mat after their captain escaped three defenders to claim the winning point.",
        "Kabaddi, which originated in South Asia, combines elements of tag and wrestling, with raiders trying to touch opponents and return to their half without being tackled. The sport has long been popular in Sikh and Punjabi communities in Britain, but organisers say audiences are becoming more diverse as television coverage grows.",
        "League officials said the final was the best attended in the competition's history and that sponsors were showing increased interest. They hope to expand the league to include women's teams and clubs from Scotland next season. The winning captain dedicated the victory to the volunteers who run clubs and coach young players across the country.",
      ],
      tags: ["Kabaddi", "Team Sports"],
      author: "Arjun Mehta",
      location: "Wolverhampton",
    },
    {
      title: "British teenager of Indian heritage reaches the boys' singles final at Wimbledon",
      subtitle: "The sixteen-year-old from Hertfordshire has not dropped a set during the junior event.",
      summary:
        "A sixteen-year-old British player of Indian heritage has reached the boys' singles final at Wimbledon, raising hopes of a home winner in the junior championship.",
      paragraphs: [
        "A sixteen-year-old from Hertfordshire has reached the boys' singles final at Wimbledon without dropping a set, raising hopes of a British winner in the junior championship. Aarav Sethi, whose parents moved to the UK from Pune before he was born, won his semi-final in straight sets on one of the outside courts.",
        "Sethi began playing at a local club at the age of five and now trains at a national academy. His coach said his strengths were his composure and his ability to adapt his game to different opponents. Family members, including grandparents who flew in from India, cheered from the stands throughout the match.",
        "The Lawn Tennis Association said it was delighted to see a British player progressing, and that a diverse group of juniors was coming through the system. Sethi said reaching the final was a dream, but that he was trying to treat it like any other match. His opponent in the final is the tournament's top seed.",
      ],
      tags: ["Tennis", "Junior Tennis"],
      author: "Priya Raghavan",
      location: "London",
    },
    {
      title: "Late rain brings strategic drama to the British Grand Prix at Silverstone",
      subtitle: "A sudden shower in the closing laps forced tyre changes and reshuffled the podium.",
      summary:
        "A sudden downpour in the final laps at Silverstone turned the British Grand Prix upside down, with teams forced into split-second decisions on tyre strategy.",
      paragraphs: [
        "A sudden downpour in the closing laps of the British Grand Prix turned the race upside down at Silverstone, forcing teams into split-second decisions about whether to switch to wet-weather tyres. Several drivers lost positions after pitting too late, while others gambled on staying out and paid the price on a slippery track.",
        "The rain arrived with fewer than ten laps remaining, catching out teams whose radar had suggested it would miss the circuit. Engineers on the pit wall described the final stages as some of the most difficult of the season, with grip changing from corner to corner as the shower moved across the track.",
        "A crowd of well over a hundred thousand spectators stayed despite the weather, many waving flags and umbrellas in the grandstands. Among them were large groups of fans from India, where interest in Formula 1 has grown significantly in recent years. Organisers said ticket demand for next year's race was already strong.",
      ],
      tags: ["Formula 1", "Motorsport"],
      author: "Sophie Clarke",
      location: "Silverstone",
    },
    {
      title: "Indian javelin throwers target Diamond League podiums after strong start to season",
      subtitle: "A new generation of throwers is building on India's recent success in the event.",
      summary:
        "India's javelin throwers have made a strong start to the athletics season and are aiming for podium finishes in the Diamond League, including the meeting in London.",
      paragraphs: [
        "India's javelin throwers have made an impressive start to the athletics season, with several athletes producing personal bests at early meetings. Coaches say a new generation of throwers is emerging, inspired by India's recent successes in the event at global championships.",
        "The athletes are now targeting podium finishes on the Diamond League circuit, including the London meeting, which attracts large crowds from the British Indian community. A national coach said investment in training facilities, specialist coaching and sports science had helped throwers compete consistently with the best in the world.",
        "Javelin has become one of the most popular athletics events in India, with children in villages and towns practising with bamboo sticks in the hope of following their heroes. Athletics officials in the UK said the success of Indian throwers had also increased interest in field events among young British Asians at clubs in Leicester and Birmingham.",
      ],
      tags: ["Athletics", "Javelin"],
      author: "Tom Hargreaves",
    },
    {
      title: "England women's squad for the tour of India includes two uncapped players",
      subtitle: "Selectors have picked a young leg-spinner and a hard-hitting batter for the white-ball series.",
      summary:
        "England have named their women's squad for a white-ball tour of India, handing first call-ups to a young leg-spinner and a batter from the regional game.",
      paragraphs: [
        "England have named their women's squad for a white-ball tour of India, including two uncapped players who have impressed in domestic cricket. A young leg-spinner and a powerful middle-order batter earn their first call-ups after strong seasons in the regional competitions.",
        "The head coach said conditions in India would suit spin bowling and that the squad had been chosen with that in mind. The tour will include one-day internationals and Twenty20 matches, with games expected to attract large crowds as women's cricket continues to grow in popularity in India.",
        "The series will be an important test for both sides ahead of next year's global tournament. Supporters groups in the UK are planning trips to watch the matches, and MATV will carry highlights and analysis. The batter, who grew up playing in Leicestershire, said she had watched matches in India on television as a child and could not wait to play there.",
      ],
      tags: ["Cricket", "Women's Cricket"],
      author: "Arjun Mehta",
    },
    {
      title: "India and Great Britain hockey teams share the points in a tense London encounter",
      subtitle: "A late penalty corner equaliser earned a draw in front of a lively crowd at Lee Valley.",
      summary:
        "Great Britain and India drew in a tense men's hockey international in London, with a late penalty corner goal cancelling out an early advantage.",
      paragraphs: [
        "Great Britain and India shared the points in a tense men's hockey international in London, with a late penalty corner equaliser earning a draw at the Lee Valley Hockey and Tennis Centre. India had taken the lead early in the second quarter through a well-worked field goal and defended resolutely for long periods.",
        "Great Britain pressed hard in the final quarter and were rewarded when a drag-flick found the bottom corner with four minutes remaining. Both sides had chances to win the match in the closing stages, but the goalkeepers made crucial saves to keep the scores level.",
        "The crowd included many supporters of the Indian team, who sang and waved flags throughout. The rivalry between the two nations has a long history, stretching back to the Olympic finals of the mid twentieth century. Both coaches said the match was valuable preparation for the major tournaments ahead, and praised the atmosphere in the stadium.",
      ],
      tags: ["Hockey", "Field Hockey"],
      author: "Tom Hargreaves",
      location: "London",
    },
  ],
  DeepDive: [
    {
      title: "The long road from Kampala to Leicester: how East African Asians reshaped a city",
      subtitle: "Half a century after arriving with almost nothing, a generation transformed Leicester's economy and identity.",
      summary:
        "Families expelled from Uganda in the 1970s arrived in Leicester facing hostility and hardship. We trace how they rebuilt their lives and changed the city for ever.",
      paragraphs: [
        "When thousands of Asian families were expelled from Uganda in the early 1970s, many arrived in Britain with little more than a suitcase each. Leicester's council at the time famously placed advertisements in Ugandan newspapers discouraging people from coming. Many came anyway, drawn by relatives already living in the city, and settled in terraced streets around Belgrave and Highfields.",
        "The newcomers brought experience of running shops, wholesale businesses and professional practices in East Africa. Within a decade, Belgrave Road was lined with sari shops, jewellers and sweet centres, and family businesses were supplying textiles and food across the Midlands. Economists now describe that entrepreneurial energy as one of the most important factors in Leicester's recovery from the decline of its traditional industries.",
        "Today Leicester is often described as one of Britain's most diverse cities, and its Diwali celebrations draw visitors from around the world. Yet the story is not simply one of triumph. Older residents still recall racism, cold winters and low-paid factory work. Their grandchildren, many now doctors, engineers and councillors, are increasingly asking how that history should be remembered and taught in the city's schools.",
      ],
      tags: ["Culture", "History", "Leicester"],
      author: "Anjali Desai",
      location: "Leicester",
    },
    {
      title: "Why extreme heat in India is rewriting the rules of work, sleep and survival",
      subtitle: "As heatwaves grow longer and more intense, cities and workers are being forced to adapt.",
      summary:
        "Rising temperatures across India are changing when people work, how homes are built and how cities plan for summer, with the poorest bearing the heaviest burden.",
      paragraphs: [
        "Across northern and central India, summer temperatures regularly climb well above forty degrees Celsius, and scientists say heatwaves are becoming longer, more frequent and more intense. For the hundreds of millions of people who work outdoors, from construction labourers to street vendors, the heat is no longer simply uncomfortable. It is a daily threat to health, income and, in the worst cases, life itself.",
        "Some cities have responded with heat action plans, which include early warnings, changes to working hours and cooling centres for vulnerable residents. Ahmedabad was among the first to adopt such a plan, and others have followed. Measures range from painting roofs white to reflect sunlight, to opening parks at night so that families living in cramped homes can sleep outdoors in cooler air.",
        "Experts say adaptation cannot stop at emergency measures. Building design, urban tree cover, access to water and protections for outdoor workers all need rethinking. The challenge is deeply unequal, because those with air conditioning can retreat indoors while the poorest cannot. For the British Indian diaspora, whose relatives live through these summers, the issue has become personal, prompting fundraising for cooling projects in home villages.",
      ],
      tags: ["Environment", "Climate", "India"],
      author: "Tom Hargreaves",
    },
    {
      title: "Chips, talent and tariffs: can India become the world's next semiconductor hub?",
      subtitle: "Billions in subsidies are drawing chip makers, but building an entire industry takes decades.",
      summary:
        "India is spending heavily to attract semiconductor manufacturing. We examine whether subsidies, engineering talent and geopolitics can turn that ambition into reality.",
      paragraphs: [
        "Semiconductors power everything from smartphones to cars and fighter jets, and governments around the world now regard chip making as a matter of national security. India, which has long been a major centre for chip design but has had almost no manufacturing, is offering large subsidies to companies willing to build fabrication and assembly plants on its soil.",
        "The country has real advantages. Thousands of Indian engineers already design chips for global firms in Bengaluru and Hyderabad, and companies seeking to diversify supply chains are looking for alternatives to existing hubs in East Asia. Several assembly and testing facilities are under construction, and officials speak confidently of a complete domestic supply chain within a decade.",
        "Sceptics point out that advanced fabrication plants require enormous amounts of clean water, reliable electricity and highly specialised suppliers, none of which can be built overnight. Countries that dominate the industry spent decades developing their expertise. For Britain, which has strengths in chip design and compound semiconductors, the question is whether partnership with India could help both countries secure a place in a fiercely competitive industry.",
      ],
      tags: ["Technology", "Semiconductors", "India"],
      author: "Sophie Clarke",
    },
    {
      title: "The remittance economy: how money sent home shapes villages from Punjab to Kerala",
      subtitle: "India receives more money from its diaspora than any other country, with profound local effects.",
      summary:
        "India is the world's largest recipient of remittances. We explore how money sent by workers abroad has built homes, schools and businesses, and what happens when it slows.",
      paragraphs: [
        "India receives more money from workers abroad than any other country in the world, and the flow has grown steadily for decades. The money comes from the Gulf, North America, Europe and beyond, sent by nurses, engineers, drivers and shopkeepers. For many families, these transfers are not a luxury but the foundation of household budgets, paying for food, school fees and medical care.",
        "Travel through parts of Kerala or Punjab and the impact is visible in large houses, private schools and new businesses funded by relatives overseas. Economists say remittances have helped reduce poverty and protect families from shocks such as failed harvests. They also note side effects, including rising land prices and villages where many working-age adults have left.",
        "The flows are sensitive to global events, from oil prices in the Gulf to immigration policy in Britain and Canada. When migrant workers lost jobs during the pandemic, some regions felt the impact immediately. For the British Indian diaspora, sending money home is often bound up with duty, love and identity, and digital payment tools are making it cheaper and faster than ever before.",
      ],
      tags: ["Economics", "Remittances", "Diaspora"],
      author: "James Whitfield",
    },
    {
      title: "The British Asian vote is fragmenting, and every party is scrambling to keep up",
      subtitle: "Generational, religious and economic differences are reshaping a group once treated as a single bloc.",
      summary:
        "British Asian voters were once seen as loyal to a single party. Today, differences of generation, faith and income are breaking that pattern, with major consequences.",
      paragraphs: [
        "For much of the late twentieth century, political parties tended to treat British Asian voters as a single group with broadly similar loyalties. That assumption no longer holds. Surveys suggest that voting patterns now differ significantly between British Indians, Pakistanis and Bangladeshis, between Hindus, Sikhs and Muslims, and between older homeowners and younger renters in the same households.",
        "Economic success has played a part, with many families moving from inner-city streets to suburbs where issues such as taxation and business regulation weigh more heavily. International events have also shaped opinion, and younger voters often prioritise issues such as housing, climate and university costs over the concerns that motivated their parents and grandparents when they first arrived in Britain.",
        "Campaign strategists say this fragmentation makes British Asian voters more influential, not less, because they can no longer be taken for granted. In marginal seats across Leicester, the Midlands and outer London, a relatively small shift can decide the result. Parties that understand the diversity within these communities, rather than relying on community gatekeepers, are likely to be rewarded at the ballot box.",
      ],
      tags: ["Politics", "Elections", "Diaspora"],
      author: "Priya Raghavan",
    },
    {
      title: "Inside the scientific effort to map the genetic diversity of South Asia",
      subtitle: "Researchers say most genetic studies have ignored a quarter of humanity, with consequences for medicine.",
      summary:
        "Most genetic research has focused on people of European ancestry. Scientists in the UK and India are working to change that, with major implications for healthcare.",
      paragraphs: [
        "South Asians make up roughly a quarter of the world's population, yet they have been dramatically under-represented in the genetic studies that underpin modern medicine. Most large databases used to identify genes linked to disease have been built from people of European ancestry, which means findings may not apply equally to everyone.",
        "Research programmes in the UK and India are now trying to correct this imbalance. British projects have recruited tens of thousands of volunteers of South Asian heritage, many from east London, Bradford and Leicester, who donate samples and share health records. Indian researchers are sequencing genomes from communities across the country, capturing diversity shaped by thousands of years of history.",
        "Scientists hope the work will explain why South Asians face higher rates of heart disease and type 2 diabetes, and help develop more accurate risk tests and treatments. Ethicists stress that participants must be fully informed about how their data will be used and protected. Community trust, researchers say, is as important to the success of these projects as any laboratory technology.",
      ],
      tags: ["Science", "Genetics", "Health"],
      author: "Sophie Clarke",
    },
    {
      title: "From street food to supermarket shelves: the business of British Indian cuisine",
      subtitle: "A sector worth billions is being reshaped by rising costs, changing tastes and a new generation of founders.",
      summary:
        "Indian food is one of Britain's favourite cuisines. We examine the economics behind the curry house, the ready meal aisle and the new wave of regional Indian restaurants.",
      paragraphs: [
        "Indian food has been part of British life for generations, from the curry houses of the 1970s to the ready meals and spice kits that fill supermarket shelves today. The sector supports tens of thousands of jobs and a complex supply chain of importers, wholesalers and manufacturers, many of them family businesses founded by migrants who arrived with little capital.",
        "Yet the traditional high street curry house is under pressure. Rising energy and ingredient costs, staff shortages and competition from delivery apps have forced some long-established restaurants to close. Owners say younger family members are choosing other careers, and immigration rules have made it harder to recruit experienced chefs from South Asia.",
        "At the same time, a new generation of founders is thriving with restaurants focused on specific regional cuisines, from Keralan seafood to Gujarati thalis and Punjabi dhaba dishes. Packaged food entrepreneurs are selling authentic pickles, snacks and sauces to mainstream retailers. The economics are changing, but analysts believe British appetite for Indian food shows no sign of fading.",
      ],
      tags: ["Economics", "Food", "Business"],
      author: "James Whitfield",
    },
    {
      title: "Himalayan rivers under pressure: the water question facing South Asia's future",
      subtitle: "Glacier loss, dams and growing demand are raising hard questions about who gets water and when.",
      summary:
        "The rivers flowing from the Himalayas sustain hundreds of millions of people. We examine how climate change, dam building and rising demand are putting them under strain.",
      paragraphs: [
        "The great rivers that flow from the Himalayas, including the Indus, Ganges and Brahmaputra, sustain hundreds of millions of people across South Asia. They water farmland, supply cities, generate electricity and carry deep religious and cultural significance. Scientists say the glaciers and snowfields that feed them are changing rapidly as the climate warms.",
        "In the short term, faster melting can increase river flows and raise the risk of floods and glacial lake outbursts. Over the longer term, reduced ice could mean less water during the dry months before the monsoon, when farmers depend on it most. At the same time, rising populations and expanding irrigation are increasing demand across the region.",
        "Water sharing between countries is governed by agreements that were negotiated decades ago, under very different conditions. Analysts say better data sharing, early warning systems and more efficient irrigation could reduce tensions. British and Indian scientists are collaborating on monitoring glaciers and river flows, work that experts argue will be essential for making fair and informed decisions in the decades ahead.",
      ],
      tags: ["Environment", "Water", "Climate"],
      author: "Tom Hargreaves",
    },
  ],
  Technology: [
    {
      title: "Indian IT companies expand UK hiring as demand for cloud and AI services grows",
      subtitle: "New offices in Leeds, Belfast and Birmingham will recruit graduates and apprentices.",
      summary:
        "Major Indian technology services firms are increasing their workforce in the UK, opening regional offices and recruiting graduates as demand for cloud and AI projects rises.",
      paragraphs: [
        "Several of India's largest technology services companies are expanding their operations in the UK, opening offices in cities including Leeds, Belfast and Birmingham. The firms say demand from British banks, retailers and public sector organisations for cloud computing, cyber security and artificial intelligence projects is growing strongly.",
        "The expansion includes graduate schemes and apprenticeships aimed at young people without university degrees. One company executive said hiring locally helped firms work more closely with clients and reduced reliance on visas, which have become more expensive and complex to obtain.",
        "Indian IT firms already employ tens of thousands of people in Britain and are among the largest Indian investors in the UK economy. Trade bodies said the growth reflected the depth of commercial ties between the two countries. Critics have previously raised concerns about the use of intra-company transfers, and unions said they would watch closely to ensure local recruitment commitments were met.",
      ],
      tags: ["IT Services", "Jobs", "UK-India"],
      author: "James Whitfield",
    },
    {
      title: "Leicester fintech start-up raises funding to simplify money transfers to India",
      subtitle: "The company promises transparent fees and faster delivery to Indian bank accounts.",
      summary:
        "A financial technology start-up founded in Leicester has secured new investment to expand its app for sending money to India with lower, clearer fees.",
      paragraphs: [
        "A financial technology start-up founded in Leicester has raised a new round of investment to expand its app for sending money from the UK to India. The company says its service shows the full cost of each transfer upfront, including the exchange rate margin, and delivers most payments to Indian bank accounts within minutes.",
        "The founders, who grew up in the city, said they were inspired by watching their parents queue at transfer counters and struggle to understand fees. Their app is available in English, Gujarati and Punjabi, and includes reminders for regular payments to relatives, such as monthly support for grandparents.",
        "The investment will be used to hire engineers and compliance staff and to expand into other corridors, including Pakistan and Bangladesh. Industry analysts say competition in the remittance market has reduced costs for consumers, but that smaller firms must meet demanding regulatory standards on fraud and money laundering, which can be expensive to maintain.",
      ],
      tags: ["Fintech", "Start-ups", "Leicester"],
      author: "James Whitfield",
      location: "Leicester",
    },
    {
      title: "UK and India agree to cooperate on telecoms security and research into 6G networks",
      subtitle: "Engineers will share work on secure equipment and the next generation of mobile technology.",
      summary:
        "Britain and India have signed an agreement to work together on telecoms security and research into future 6G mobile networks, involving universities and industry.",
      paragraphs: [
        "The UK and India have signed an agreement to cooperate on telecoms security and research into the next generation of mobile networks, known as 6G. The partnership will bring together universities, research institutes and companies from both countries to work on secure network equipment, open standards and new applications.",
        "Officials said the agreement reflected shared concerns about the security of communications infrastructure and a desire to reduce dependence on a small number of equipment suppliers. Researchers in Surrey and Bengaluru, among others, are expected to lead joint projects, with funding for exchanges of staff and students.",
        "Industry analysts say 6G networks are unlikely to be deployed commercially until the next decade, but that decisions about standards and technology are being made now. A spokesperson for a UK telecoms industry body said the partnership could give British firms access to one of the world's largest and fastest-growing mobile markets.",
      ],
      tags: ["Telecoms", "6G", "Cyber Security"],
      author: "Sophie Clarke",
    },
    {
      title: "Manchester emerges as a favourite base for Indian tech firms expanding into Europe",
      subtitle: "Lower costs and strong universities are drawing companies away from London.",
      summary:
        "A growing number of Indian technology companies are choosing Manchester for their European headquarters, citing talent, lower costs and good transport links.",
      paragraphs: [
        "Manchester is becoming a popular choice for Indian technology companies setting up European headquarters, according to the city's inward investment agency. Firms in sectors from software and fintech to health technology have opened offices in the city over the past two years, attracted by lower costs than London and a large pool of graduates.",
        "Company executives say direct flights to India, a growing Indian community and the city's strong universities were important factors in their decision. One founder said recruitment had been easier than expected, and that employees valued the shorter commutes and more affordable housing compared with the capital.",
        "Local business leaders say the trend is helping to strengthen Manchester's reputation as a technology hub. The city's universities are developing partnerships with Indian institutions, including exchange programmes and joint research. An investment agency spokesperson said the aim was to make Manchester the natural first stop for any Indian technology business looking to expand into the UK and Europe.",
      ],
      tags: ["Manchester", "Investment", "Tech Industry"],
      author: "Sophie Clarke",
      location: "Manchester",
    },
    {
      title: "Space start-ups in Glasgow and Bengaluru team up on a small satellite constellation",
      subtitle: "The companies plan to launch Earth observation satellites to monitor crops and coastlines.",
      summary:
        "Satellite companies in Scotland and India have announced a partnership to build and launch a constellation of small satellites for monitoring agriculture and the environment.",
      paragraphs: [
        "Space start-ups in Glasgow and Bengaluru have announced a partnership to build and launch a constellation of small Earth observation satellites. The Scottish company will design and manufacture the spacecraft, while its Indian partner will provide data processing and analytics services, as well as access to launch opportunities.",
        "Glasgow has become one of Europe's leading centres for small satellite manufacturing, while India's space sector has opened up to private companies in recent years. The partners say their satellites will capture frequent images to help monitor crops, track coastal erosion and support disaster response in both countries.",
        "The UK Space Agency and Indian space authorities have encouraged collaboration between companies in the two countries. Industry analysts said such partnerships allowed start-ups to combine strengths and reduce costs, but warned that the market for satellite data was becoming crowded, and that success would depend on finding customers willing to pay for regular, reliable information.",
      ],
      tags: ["Space", "Start-ups", "Satellites"],
      author: "Sophie Clarke",
      location: "Glasgow",
    },
    {
      title: "Network for British South Asian women in technology marks its tenth anniversary",
      subtitle: "The group has mentored thousands of women into careers in software, data and cyber security.",
      summary:
        "A network supporting British South Asian women working in technology has celebrated ten years of mentoring, events and campaigning for more diverse tech teams.",
      paragraphs: [
        "A network supporting British South Asian women in technology has marked its tenth anniversary with a conference in London attended by hundreds of members. The group began as a small monthly meet-up and now runs mentoring schemes, coding workshops and careers events in several UK cities.",
        "Founders said they started the network after noticing how few women of South Asian heritage held senior roles in the technology companies where they worked. Members say the network has helped them negotiate promotions, change careers and start their own businesses, while also providing a community of people who understand their experiences.",
        "Speakers at the conference discussed the challenges that remain, including pay gaps and the pressures of balancing careers with family expectations. The network announced plans to launch a programme for schoolgirls in Leicester, Bradford and Birmingham. Organisers said role models were essential if the next generation was to see technology as a career for them.",
      ],
      tags: ["Women in Tech", "Diversity", "Careers"],
      author: "Anjali Desai",
      location: "London",
    },
    {
      title: "India's digital public infrastructure draws interest from UK policymakers",
      subtitle: "Officials are studying systems for digital identity, payments and data sharing.",
      summary:
        "British officials and think tanks are studying India's digital public infrastructure, from instant payments to digital identity, for lessons that could apply in the UK.",
      paragraphs: [
        "India's approach to building digital public infrastructure is attracting growing interest from policymakers in the UK. The country has developed national systems for digital identity, instant payments and the sharing of documents, which are used by hundreds of millions of people and by businesses building services on top of them.",
        "Supporters say these systems have dramatically reduced the cost of financial transactions and made it easier for people to access government benefits. British think tanks have published reports examining what the UK could learn, particularly in areas such as instant payments between individuals and small businesses.",
        "Privacy campaigners urge caution, pointing to concerns about data security, surveillance and the exclusion of people without reliable access to technology. A government spokesperson said the UK was interested in learning from international examples but would design any system to meet British standards on privacy and security. Officials from both countries are expected to discuss the topic at forthcoming technology talks.",
      ],
      tags: ["Digital Identity", "Payments", "Policy"],
      author: "Priya Raghavan",
    },
    {
      title: "Bristol chip design firm opens a research centre in Hyderabad to recruit engineers",
      subtitle: "The company says access to India's engineering talent will help it compete globally.",
      summary:
        "A semiconductor design company based in Bristol is opening a research centre in Hyderabad, expecting to hire hundreds of engineers over the next three years.",
      paragraphs: [
        "A semiconductor design company based in Bristol has announced plans to open a research and development centre in Hyderabad, where it expects to employ hundreds of engineers over the next three years. The firm designs specialised chips used in data centres and connected devices.",
        "Its chief executive said the company had struggled to recruit enough experienced chip designers in the UK, and that Hyderabad offered a deep pool of talent and strong universities. He stressed that the Bristol headquarters would continue to grow, and that engineers in both locations would work on the same projects across time zones.",
        "The move reflects a wider trend of British technology companies establishing operations in India to access skills. Indian officials welcomed the investment, describing it as a vote of confidence in the country's semiconductor ambitions. Industry analysts said such partnerships could strengthen both countries' positions in an industry where competition for skilled engineers is intense.",
      ],
      tags: ["Semiconductors", "Investment", "Hyderabad"],
      author: "Tom Hargreaves",
      location: "Hyderabad",
    },
  ],
};

export const DEMO_BLOGS: Record<DemoCategoryPageName, DemoBlog[]> = {
  WorldNews: [
    {
      title: "Notes from a foreign desk: why distant stories still land close to home",
      summary: "Our world affairs editor reflects on how events thousands of miles away are felt in living rooms in Leicester and Wembley.",
      author: "Tom Hargreaves",
      paragraphs: [
        "Every morning our newsroom looks at the world through two lenses at once. A flood in Bangladesh, an election in Kenya or a trade row in the Gulf is never only a foreign story for our viewers. Somewhere in Leicester, Bradford or Southall there is a family waiting anxiously for a phone call from relatives caught up in it.",
        "That shapes how we report. We try to explain not just what has happened, but what it means for the people watching, whether that is the cost of a flight home, the safety of a cousin or the price of rice in the corner shop. Foreign news, for a diaspora channel, is always local news as well.",
      ],
    },
    {
      title: "The Commonwealth is often mocked, but its quiet networks still matter",
      summary: "Beyond the summits and ceremonies, the Commonwealth connects professionals, students and families in ways that rarely make headlines.",
      author: "Tom Hargreaves",
      paragraphs: [
        "It is fashionable to dismiss the Commonwealth as a relic, a club of former colonies held together by ceremony and nostalgia. There is some truth in the criticism, and its summits can feel like exercises in polite disagreement. Yet spend time with the professionals who use its networks and a different picture emerges.",
        "Doctors train across borders, lawyers share precedents and young people compete in sport and debate. None of this makes the front pages, but it builds relationships that outlast governments. The real question is not whether the Commonwealth should exist, but whether its members are willing to give it a purpose that matters to younger citizens.",
      ],
    },
    {
      title: "What a week at a UN climate meeting taught me about patience and urgency",
      summary: "Covering climate talks means balancing the slow grind of diplomacy with the urgency felt by countries already living with the consequences.",
      author: "Sophie Clarke",
      paragraphs: [
        "Climate negotiations are strange events to report. For days very little seems to happen, as delegates argue over single words in draft texts late into the night. Then, in the final hours, agreements emerge that will shape policy for years. It is easy to grow cynical about the process.",
        "What keeps me from cynicism are the conversations in the corridors. A negotiator from a Pacific island once showed me photographs of her grandmother's house, now abandoned to the sea. For her, every comma in the text represented real lives. That contrast between slow diplomacy and urgent need is the story I keep trying to tell.",
      ],
    },
  ],
  ViralNews: [
    {
      title: "Why we love a good samosa video: the science of shareable joy",
      summary: "Light-hearted stories are not trivial. They remind audiences of shared experiences and offer a welcome pause from heavier news.",
      author: "Anjali Desai",
      paragraphs: [
        "Some colleagues roll their eyes when a grandmother folding samosas becomes our most-read story of the week. I understand the instinct, but I think they are wrong. Stories like that travel because they capture something people recognise instantly: a kitchen, a family, a skill passed down through generations.",
        "In a news cycle full of conflict and crisis, these moments of shared joy matter. They give families something to talk about across generations and across continents. Our job is to tell them with the same care as any other story, checking facts, respecting the people involved and never turning them into a joke at their expense.",
      ],
    },
    {
      title: "Before you share that video: a quick guide to checking viral stories",
      summary: "A few simple checks can stop misleading clips spreading through family messaging groups.",
      author: "Sophie Clarke",
      paragraphs: [
        "Family messaging groups are wonderful for sharing wedding photos and festival greetings, but they are also where misleading videos spread fastest. A clip from one country is passed off as another, or an old flood is presented as happening today. By the time anyone checks, it has been forwarded hundreds of times.",
        "A few habits help. Ask where the video first appeared and whether any trusted news outlet has reported it. Look for clues such as signs, number plates and weather. Try a reverse image search on a screenshot. And if you are unsure, simply do not forward it. Your aunties will forgive you for being careful.",
      ],
    },
    {
      title: "The joy of ordinary heroes: what our most-shared stories have in common",
      summary: "Looking back at a year of viral stories, the ones that resonate most are about kindness, community and everyday skill.",
      author: "Priya Raghavan",
      paragraphs: [
        "At the end of each year, our digital team looks back at the stories that were shared most widely. Politics and big breaking news always feature, but so do small, gentle tales: a bus driver's model village, a parrot that loves cricket, a student writing a dictionary for her grandfather.",
        "What unites them is not novelty but warmth. They show ordinary people doing something with love and patience, often for someone else. I find that reassuring. Whatever the algorithms reward, our audience repeatedly chooses stories about kindness and community. That tells us something important about the people we serve.",
      ],
    },
  ],
  LatestNews: [
    {
      title: "Inside the newsroom when a story breaks: the first hour explained",
      summary: "What happens behind the scenes at MATV when breaking news arrives, and why we sometimes wait before reporting.",
      author: "Priya Raghavan",
      paragraphs: [
        "When a big story breaks, the first hour in our newsroom is a mix of urgency and restraint. Producers check agency copy, reporters call contacts and the social media team monitors what is being said online. Everyone wants to be first, but being wrong would cost us far more than being a few minutes late.",
        "That is why we sometimes hold back details that are circulating elsewhere. We want to confirm the facts with police, councils or official sources before broadcasting them. Viewers trust us to tell them what we know, what we do not yet know and how we know it. That trust has been built over more than two decades.",
      ],
    },
    {
      title: "Why weather warnings deserve more attention than we usually give them",
      summary: "Amber and red warnings are not exaggeration. They are carefully judged advice that can save lives and property.",
      author: "Tom Hargreaves",
      paragraphs: [
        "It is tempting to shrug at a weather warning. Forecasts can be wrong, and many of us have prepared for storms that fizzled out. But the colour-coded system used by the Met Office is based on both the likelihood of severe weather and its potential impact, and it is judged with great care.",
        "Over the years I have reported from towns where people ignored warnings and were caught by rising water. The advice is usually simple: avoid unnecessary journeys, never drive through floodwater and check on vulnerable neighbours. Following it costs little and can make a huge difference when conditions turn dangerous.",
      ],
    },
    {
      title: "Covering two countries at once: the challenge of a UK and India news day",
      summary: "Our news days begin with India's afternoon and end with Britain's evening, and the time difference shapes every decision.",
      author: "James Whitfield",
      paragraphs: [
        "Our newsroom works across two time zones. By the time most of Britain wakes up, India is well into its afternoon, and important stories from Delhi or Mumbai have already developed. Our first task each morning is to catch up and decide which of those stories matter most to viewers here.",
        "As the day goes on, attention shifts to Westminster, the Bank of England and events in our own towns. Balancing the two is never straightforward. But our viewers live with a foot in both worlds, and they expect us to cover both with equal seriousness. That dual perspective is what makes this job so rewarding.",
      ],
    },
  ],
  IndiaNews: [
    {
      title: "Reporting India from London: distance brings perspective, but also blind spots",
      summary: "Covering India from Britain offers a diaspora's view of the country, but it demands humility and strong local sources.",
      author: "Tom Hargreaves",
      paragraphs: [
        "Reporting on India from a London newsroom is a privilege and a responsibility. Our viewers know the country intimately, often far better than we do, and they quickly notice when a story misses local nuance. That keeps us honest and reminds us to rely on reporters and experts who live with the issues every day.",
        "Distance can also bring perspective. Seen from Britain, developments in India can be compared with experiences elsewhere and explained for audiences who have lived in both places. The best stories combine those viewpoints, respecting local knowledge while asking questions that matter to families living thousands of miles away.",
      ],
    },
    {
      title: "The monsoon is more than weather: it is the heartbeat of Indian life",
      summary: "For farmers, cities and families, the arrival of the monsoon shapes the rhythm of the entire year.",
      author: "Sophie Clarke",
      paragraphs: [
        "Few weather events carry as much meaning as the Indian monsoon. Its arrival is tracked daily by newspapers and television channels, and its success or failure affects crop yields, food prices, electricity supply and rural incomes. For many families, a good monsoon means a good year.",
        "It also shapes culture, from songs and poetry to festivals and food. Many of our viewers remember the smell of the first rain on dry earth as one of the most vivid memories of childhood. As the climate changes and the monsoon becomes less predictable, that relationship is becoming more anxious, and the science more important.",
      ],
    },
    {
      title: "Why village politics deserves more attention from national newsrooms",
      summary: "Panchayat elections rarely make international headlines, but they shape daily life for hundreds of millions of people.",
      author: "Priya Raghavan",
      paragraphs: [
        "When Indian politics makes the news abroad, it is usually about national elections or big personalities. Yet some of the most consequential decisions are taken much closer to the ground, in panchayats that decide on roads, water supplies, schools and welfare schemes in villages across the country.",
        "Covering local democracy is harder work, because it happens in thousands of places at once. But it often reveals more about how people actually live than any national rally. For diaspora families with roots in rural India, these stories also connect directly to the villages their parents and grandparents still call home.",
      ],
    },
  ],
  WebStories: [
    {
      title: "How we tell a story in pictures: the craft behind our web stories",
      summary: "Visual stories look effortless, but every frame is chosen to carry meaning and respect the people pictured.",
      author: "Anjali Desai",
      paragraphs: [
        "Our web stories are designed to be read in a minute on a phone, but they often take days to produce. Photographers may shoot hundreds of images at a festival or a family event, and the team then chooses a handful that together tell a complete story with a beginning, middle and end.",
        "We also think carefully about consent and dignity. At religious events and private celebrations, we ask permission and avoid pictures that people would be uncomfortable seeing online. A good visual story should leave the people in it feeling proud of how they have been shown, not exposed or misrepresented.",
      ],
    },
    {
      title: "Festivals through a lens: what photographing Diwali has taught me",
      summary: "Years of photographing Leicester's Diwali celebrations have shown me how light, crowds and tradition tell their own stories.",
      author: "Priya Raghavan",
      paragraphs: [
        "Photographing Diwali in Leicester is a technical challenge: thousands of people, constantly moving, lit by strings of coloured bulbs and the occasional burst of fireworks. But the best images are rarely the grand wide shots. They are the small moments, a child holding a diya or grandparents sharing sweets on a doorstep.",
        "Over the years I have learned to arrive early and stay late, when the crowds thin and families linger. That is when the festival reveals itself most clearly, not as a spectacle but as a series of personal celebrations happening side by side on the same crowded street.",
      ],
    },
    {
      title: "Short, visual and shareable: the future of news for younger audiences",
      summary: "Younger viewers often discover news through short visual formats, and broadcasters must adapt without sacrificing accuracy.",
      author: "Sophie Clarke",
      paragraphs: [
        "Many younger viewers no longer start their day with a television bulletin or a newspaper. They discover news through short videos, image carousels and stories shared by friends. For a broadcaster, that is both a challenge and an opportunity to reach people who might never switch on a television channel.",
        "The risk is that speed and brevity come at the expense of accuracy and context. Our approach is to treat every short visual story as a doorway, offering a clear summary while linking to fuller reporting for those who want more. Short does not have to mean shallow if the journalism behind it is solid.",
      ],
    },
  ],
  ScienceNews: [
    {
      title: "Why space science belongs in every community, not only in laboratories",
      summary: "From Leicester to Sriharikota, space research inspires young people when they can see themselves in it.",
      author: "Sophie Clarke",
      paragraphs: [
        "When I visit schools to talk about space, the question I hear most often is not about black holes or rockets, but whether people like them can work in science. Many pupils from diaspora families have relatives who follow ISRO launches closely, yet they rarely imagine a career in the field for themselves.",
        "Leicester has a proud tradition in space research, and India's space programme has achieved remarkable things on modest budgets. Telling those stories in schools, temples and community centres can change how young people see their futures. Science is strongest when it draws talent from every corner of society.",
      ],
    },
    {
      title: "Reporting on science without the hype: a correspondent's rules of thumb",
      summary: "Not every study is a breakthrough. Here is how we decide which science stories deserve attention.",
      author: "Sophie Clarke",
      paragraphs: [
        "Every week, dozens of press releases arrive promising breakthroughs, miracle cures and revolutionary discoveries. Most are interesting pieces of research, but very few live up to the headlines they invite. Part of my job is to separate the genuinely important from the merely eye-catching.",
        "I ask a few simple questions. Has the study been peer-reviewed? How many people or samples were involved? Has it been tested in humans or only in the laboratory? What do independent experts think? If the answers are uncertain, we say so clearly. Viewers deserve to know both what science has found and what it has not.",
      ],
    },
    {
      title: "Citizen science is quietly changing how we understand the natural world",
      summary: "Volunteers counting butterflies and measuring air quality are producing data that professional scientists rely on.",
      author: "Priya Raghavan",
      paragraphs: [
        "It is easy to think of science as something that happens only in universities and laboratories. Yet some of the most valuable environmental data in Britain comes from volunteers who count birds, record butterflies or measure air pollution outside their homes. Their observations, gathered over decades, reveal trends no single research team could capture.",
        "Citizen science also changes the people who take part. Volunteers notice the world around them more closely and often become passionate advocates for nature. Broadening participation to include more diaspora communities, as some projects in Leicester and Birmingham are trying to do, would make both the science and the movement stronger.",
      ],
    },
  ],
  Opinion: [
    {
      title: "Why a diaspora channel needs an opinion section at all",
      summary: "Clearly labelled comment gives space for argument and reflection, while news reporting remains strictly impartial.",
      author: "Priya Raghavan",
      paragraphs: [
        "Viewers sometimes ask why a news channel that prides itself on impartiality publishes opinion pieces. The answer is that news and comment serve different purposes. Our reporting aims to tell you what has happened as accurately and fairly as possible. Our opinion section invites writers to argue about what it means.",
        "The key is clear labelling and a wide range of voices. We publish columns that our editors disagree with, and we encourage responses. For communities whose perspectives are often missing from national debates, a space for thoughtful argument is not a luxury. It is part of being heard in public life.",
      ],
    },
    {
      title: "The art of disagreeing well, at the dinner table and on screen",
      summary: "Family arguments about politics can teach us a great deal about how to debate with respect.",
      author: "James Whitfield",
      paragraphs: [
        "In many British Asian households, politics is a lively dinner table subject, with grandparents, parents and children holding strongly different views. These arguments can be heated, but they usually end with everyone still sitting together and sharing dessert. There is a lesson there for public debate.",
        "Disagreeing well means listening properly, assuming good faith and remembering the relationship matters more than winning the point. Our opinion pages try to reflect that spirit. We want columnists to argue with conviction, but never to treat those who disagree as enemies. That balance is harder online, but it is worth striving for.",
      ],
    },
    {
      title: "What readers' letters have taught me about the communities we serve",
      summary: "Responses from viewers, critical and supportive alike, shape our journalism more than many people realise.",
      author: "Anjali Desai",
      paragraphs: [
        "Every column I write brings a stream of responses, from warm agreement to firm disagreement, and occasionally a gentle correction from someone who knows the subject better than I do. I read them all. They remind me that our audience is not a single community but many, with different histories, faiths and opinions.",
        "Some of the most thoughtful letters come from older viewers who have watched MATV since its earliest days in Leicestershire. They remember when few broadcasters spoke to them at all. Their letters are a reminder that a voice in public life is hard won and should never be taken for granted.",
      ],
    },
  ],
  Entertainment: [
    {
      title: "Growing up with Sunday afternoon Bollywood on a Leicester sofa",
      summary: "Weekend film screenings at home shaped a generation of British Asian viewers, and the habit still lives on.",
      author: "Anjali Desai",
      paragraphs: [
        "For many British Asian families of my generation, Sunday afternoons meant a Bollywood film on the television, with the whole family crowded onto the sofa and the volume turned up high. We learned Hindi from song lyrics, cried at the same melodramatic moments and argued about which hero was best.",
        "Streaming has changed how we watch, and families are less likely to gather around a single screen. Yet when a big Indian film opens in Leicester today, you still see three generations queuing together at the cinema. The rituals have shifted, but the shared love of a good story, told with music and emotion, remains.",
      ],
    },
    {
      title: "British Asian comedy has found its voice, and audiences are laughing along",
      summary: "A new wave of writers and comedians is telling funny, specific stories drawn from their own families.",
      author: "Anjali Desai",
      paragraphs: [
        "There was a time when British Asian characters on television were mostly shopkeepers, doctors or the butt of the joke. That has changed remarkably over the past decade. Writers who grew up in Leicester, Birmingham and Southall are now creating comedy drawn from their own families, and audiences of every background are responding.",
        "The best of these shows succeed because they are specific. They do not try to represent every British Asian experience, only to tell one household's story honestly. Paradoxically, that specificity is what makes them universal. Everyone recognises the overbearing aunt, the family group chat and the chaos of a wedding that is planned by committee.",
      ],
    },
    {
      title: "Why live music in community halls still matters in the streaming age",
      summary: "Local concerts, mehfils and bhangra nights keep musical traditions alive and nurture new talent.",
      author: "Arjun Mehta",
      paragraphs: [
        "It is easy to assume that music now lives entirely on our phones. But visit a community hall in Leicester or Bradford on a Saturday night and you may find a qawwali group, a ghazal singer or a bhangra band playing to a packed room. These gatherings have nurtured musicians for decades.",
        "They also do something streaming cannot: they bring people together in the same space, sharing the same moment. For young musicians, community events offer a first stage and an audience that is forgiving and encouraging. Supporting these venues, and the volunteers who run them, is an investment in the culture of the next generation.",
      ],
    },
  ],
  Defence: [
    {
      title: "Remembering the soldiers of undivided India in Britain's wars",
      summary: "The contribution of soldiers from the subcontinent in two world wars is finally being recognised more widely.",
      author: "Tom Hargreaves",
      paragraphs: [
        "More than a million soldiers from undivided India served in the First World War, and over two million in the Second. They fought in France, East Africa, the Middle East, Italy and Burma. Yet for much of the last century their stories were largely absent from British remembrance ceremonies and school lessons.",
        "That is slowly changing. Memorials have been unveiled, archives digitised and family histories recorded. For British Asian families, discovering that a great-grandfather served alongside British troops can be a powerful moment. Remembrance belongs to everyone whose ancestors served, and telling these stories more fully strengthens the national memory rather than dividing it.",
      ],
    },
    {
      title: "How to report on defence without glamorising war",
      summary: "Covering military affairs requires accuracy, scepticism and constant awareness of the human cost.",
      author: "Tom Hargreaves",
      paragraphs: [
        "Defence stories often come with impressive pictures: warships at sea, jets in formation, soldiers on exercise. It is easy for reporting to slip into admiration of hardware and forget the purpose behind it. Our aim is to explain defence policy clearly while keeping in mind that military power exists to deter or fight wars, which carry terrible costs.",
        "That means asking hard questions about spending, strategy and accountability, as well as listening to the people who serve and their families. It also means remembering civilians, who suffer most in any conflict. Good defence journalism is neither cheerleading nor cynicism, but informed scrutiny on behalf of the public.",
      ],
    },
    {
      title: "Why cyber security is now everyone's defence issue",
      summary: "The front line of national security increasingly runs through our phones, laptops and home routers.",
      author: "Sophie Clarke",
      paragraphs: [
        "When we think of defence, we picture armies and navies. But some of the most serious threats to national security today arrive through computer networks. Attacks on hospitals, councils and energy companies can disrupt lives as severely as physical sabotage, and they often begin with a single compromised password.",
        "That makes cyber security a shared responsibility. Governments and companies must protect critical systems, but individuals also play a part by updating devices, using strong passwords and being wary of suspicious messages. Defence in the digital age starts at home, and the habits we build there make the whole country more resilient.",
      ],
    },
  ],
  SportFit: [
    {
      title: "My first 5k at forty-five: lessons from a reluctant runner",
      summary: "Starting to run in middle age is daunting, but the community around weekend runs makes all the difference.",
      author: "James Whitfield",
      paragraphs: [
        "I was not a natural runner. At forty-five, after years behind a desk analysing markets, I could barely manage to jog for a bus. A friend persuaded me to try a weekend 5k, promising that walkers were welcome. I turned up expecting to feel out of place and was surprised by how welcoming everyone was.",
        "Six months later, I run regularly and my doctor is delighted with my blood pressure. The biggest lesson was that consistency matters far more than speed. The second was that exercise is easier with company. If you have been thinking about starting, find a local group and simply turn up.",
      ],
    },
    {
      title: "Fitness is cultural too: why one size of advice does not fit all",
      summary: "Health campaigns work best when they respect different diets, routines, faiths and family responsibilities.",
      author: "Anjali Desai",
      paragraphs: [
        "Generic fitness advice often assumes a certain kind of life: gym memberships, free evenings and meals that fit neatly into a standard plate diagram. For many people, especially women with caring responsibilities or families observing religious fasts, that advice can feel irrelevant or even discouraging.",
        "The most successful community programmes I have seen start by listening. Walking groups after prayers, women-only gym sessions and cooking classes that adapt traditional dishes all work because they fit around real lives. Fitness is not only about muscles and heart rates. It is also about culture, confidence and belonging.",
      ],
    },
    {
      title: "What grassroots kabaddi can teach every sport about participation",
      summary: "A cheap, inclusive and exciting game is quietly showing how to attract new players.",
      author: "Arjun Mehta",
      paragraphs: [
        "Kabaddi needs no expensive kit, no special pitch and no complicated equipment. All it takes is a marked court, a group of players and a great deal of energy. That simplicity is one reason it has spread so quickly in schools and community centres across England.",
        "Other sports could learn from it. When the cost of boots, club fees and travel rises, many families simply stop. Kabaddi shows that a game can be competitive, physically demanding and fun while remaining accessible to everyone. If we want more young people playing sport, we must lower the barriers to entry.",
      ],
    },
  ],
  Education: [
    {
      title: "Saturday school memories: learning Gujarati in a draughty community hall",
      summary: "Weekend language classes were once a chore for many British Asian children. Now many of us are grateful.",
      author: "Anjali Desai",
      paragraphs: [
        "Like many children of my generation, I spent Saturday mornings in a draughty community hall learning to read and write Gujarati while my friends watched cartoons. I complained constantly, copied letters reluctantly and counted the minutes until break time, when we were given biscuits and sweet tea.",
        "Decades later, I am grateful to those patient volunteer teachers. The language connects me to my grandparents, to songs and to a history I might otherwise have lost. Today's parents face the same challenge of persuading reluctant children. My advice is to persist: the gift may not be appreciated for years, but it lasts a lifetime.",
      ],
    },
    {
      title: "The quiet crisis in teacher recruitment, seen from the school gate",
      summary: "Shortages of specialist teachers affect pupils in ways that statistics do not fully capture.",
      author: "Priya Raghavan",
      paragraphs: [
        "Teacher shortages are usually discussed in terms of vacancy rates and recruitment targets. At the school gate, the impact looks different. It is the physics class taught by a succession of supply teachers, the maths set that loses its teacher halfway through the year, the pupil who gives up on a subject she once loved.",
        "Parents in our communities often place enormous value on education, and many feel these gaps keenly. Bursaries and incentives help, but keeping good teachers requires manageable workloads, respect and fair pay. A country that wants to compete on skills must first make teaching a profession that talented graduates want to join and stay in.",
      ],
    },
    {
      title: "Studying abroad is a family decision, not just a student's choice",
      summary: "For many Indian families, sending a child to university overseas involves years of saving and sacrifice.",
      author: "James Whitfield",
      paragraphs: [
        "When an Indian student arrives at a British university, they rarely come alone in any real sense. Behind them are parents who may have sold land, taken out loans or saved for a decade, and relatives who contributed to fees and flights. The decision to study abroad is a family investment with high expectations.",
        "That is why stability in visa rules and fair treatment matter so much. Families need to know what they are paying for and what opportunities will follow. Universities and governments that treat international students merely as a source of income risk losing their trust, and with it one of Britain's most valuable global connections.",
      ],
    },
  ],
  ElectionNews: [
    {
      title: "Election night in a Leicester count centre: a reporter's diary",
      summary: "Long hours, cold coffee and the tension of a close count, seen from the press area.",
      author: "Priya Raghavan",
      paragraphs: [
        "There is nothing quite like a count centre on election night. Ballot boxes arrive in a steady stream, counters work in silent concentration and candidates pace nervously around the edges of the hall. By two in the morning the coffee is cold, the sandwiches are gone and everyone is watching the piles of paper grow.",
        "What strikes me every time is the care taken by the council staff running the count. Every vote is handled openly, checked and recorded. Whatever the result, that quiet professionalism is the backbone of our democracy, and it deserves far more recognition than it usually receives.",
      ],
    },
    {
      title: "Two democracies, one audience: covering British and Indian elections",
      summary: "Our viewers follow elections in both countries closely, and each system has lessons for the other.",
      author: "Priya Raghavan",
      paragraphs: [
        "Few audiences follow elections as closely as ours. Viewers who vote in Leicester or Harrow also watch results from Gujarat, Punjab and Kerala with intense interest, often debating both in the same conversation. Covering two very different democracies side by side is one of the most rewarding parts of our work.",
        "Each system has something to teach the other. India manages elections on an astonishing scale with electronic voting and rapid counting. Britain has a long tradition of local accountability and a close relationship between representatives and constituents. Understanding both helps our viewers make sense of the political worlds they live between.",
      ],
    },
    {
      title: "Why local elections matter more than most people think",
      summary: "Council elections decide bins, parks, schools and housing, yet turnout remains stubbornly low.",
      author: "James Whitfield",
      paragraphs: [
        "Turnout in local elections in England is often a third of the electorate or less. Many people assume councils have little power, but the decisions taken in town halls shape daily life in very practical ways, from bin collections and libraries to social care, planning and support for local businesses.",
        "For communities that have struggled to be heard, local government can be the most accessible route into public life. Councillors live in the neighbourhoods they represent and can be approached at the gurdwara or the corner shop. Voting in local elections, and perhaps standing in them, is one of the most direct ways to change a neighbourhood.",
      ],
    },
  ],
  Health: [
    {
      title: "Talking about mental health in our families is getting easier, slowly",
      summary: "Stigma around mental illness is fading among younger British Asians, but many older relatives still suffer in silence.",
      author: "Anjali Desai",
      paragraphs: [
        "When I was growing up, nobody in my extended family talked about depression or anxiety. If someone struggled, it was described as tension or tiredness, and the solution was usually prayer, rest or a stern talking to. Seeking professional help was often seen as shameful or unnecessary.",
        "Younger people are much more open today, and many families are learning together. But older relatives, especially those who live alone, may still hide their distress. Checking in, listening without judgement and knowing where to find help in their own language can make a difference. The conversation is changing, but it needs everyone to join in.",
      ],
    },
    {
      title: "What I learned from taking my father to his heart health check",
      summary: "A simple test at the gurdwara led to an honest family conversation about diet, exercise and risk.",
      author: "Tom Hargreaves",
      paragraphs: [
        "A colleague recently told me how her father, who had not seen a doctor in years, agreed to a free heart health check at his gurdwara because friends were having one. The nurse found his blood pressure was dangerously high. He is now on medication and walking every day, and the family cooks with less salt and oil.",
        "Stories like this are common, and they show why taking health services into trusted community spaces works. People who would never book a GP appointment will happily chat to a nurse after prayers. The NHS works best when it goes to where people already are, rather than waiting for them to come through the door.",
      ],
    },
    {
      title: "The case for translating health advice properly, not word for word",
      summary: "Good health information in community languages must be culturally accurate, not just linguistically correct.",
      author: "Sophie Clarke",
      paragraphs: [
        "Health leaflets translated into Gujarati, Punjabi or Bengali are welcome, but translation alone is not enough. Advice to eat more wholegrains or cut down on fried food means little if it ignores the dishes people actually cook. A literal translation can be technically correct and still completely miss the point.",
        "The best materials I have seen were developed with community cooks, faith leaders and patients. They use familiar examples, speak in everyday language and respect cultural practices. Investing in this kind of careful communication costs a little more at the start, but it saves lives and money by actually changing behaviour.",
      ],
    },
  ],
  Tech: [
    {
      title: "Teaching my grandmother to video call changed how I see technology",
      summary: "Watching an older relative discover video calling is a reminder of what technology is really for.",
      author: "Sophie Clarke",
      paragraphs: [
        "It took three patient afternoons to teach my grandmother to make a video call. She pressed the wrong buttons, held the phone too close to her face and worried that she would break something. Then one Sunday she called her sister in Ahmedabad, and I watched the two of them laugh together for an hour.",
        "As a technology reporter, I spend much of my time covering funding rounds, regulations and product launches. That afternoon reminded me that technology matters most when it connects people. The real measure of a gadget or an app is not its specification but whether it makes life better for the people who use it.",
      ],
    },
    {
      title: "Why every family needs a code word in the age of AI scams",
      summary: "A simple agreed phrase can protect relatives from fraudsters using cloned voices.",
      author: "James Whitfield",
      paragraphs: [
        "Scammers have always exploited trust, but artificial intelligence has given them powerful new tools. With only a few seconds of audio taken from social media, fraudsters can imitate the voice of a loved one and call with an urgent plea for money. For families with relatives abroad, the risk is especially high.",
        "One simple defence is a family code word, known only to close relatives and never shared online. If someone calls claiming to be in trouble, ask for the word. If they cannot give it, hang up and call back on a number you know. It feels old-fashioned, but it works remarkably well.",
      ],
    },
    {
      title: "The Britain and India tech corridor is built on people, not only on code",
      summary: "Engineers, founders and students moving between the two countries are the real engine of tech cooperation.",
      author: "Sophie Clarke",
      paragraphs: [
        "Technology partnerships between Britain and India are usually described in terms of investment figures and government agreements. Those matter, but the real engine of cooperation is people: engineers who studied in Manchester and now work in Bengaluru, founders who split their time between London and Pune, students who bring ideas home.",
        "Policies that make movement easier, from sensible visa rules to recognition of qualifications, will do more to strengthen the tech relationship than any single memorandum of understanding. The corridor between the two countries is built one career at a time, and it thrives when talented people can move freely between them.",
      ],
    },
  ],
  Initiatives: [
    {
      title: "From Leicestershire to London: what the generosity of MATV viewers has built",
      summary: "From coat drives to flood relief, MATV viewers have supported communities in Britain and India since the channel's earliest days.",
      author: "Priya Raghavan",
      paragraphs: [
        "When MATV began broadcasting from Leicestershire in 2000, nobody imagined that its viewers would become such a force for good. Over the years, our appeals have collected coats for families in winter, food for community pantries and funds for people affected by floods and earthquakes in South Asia.",
        "What moves me most is the spirit behind the donations. Many viewers have little to spare, yet give anyway, often in memory of parents who taught them that sharing is a duty. Through more than two decades on air, and ever since our move to London in 2008, that generosity has never wavered, and we remain deeply grateful for it.",
      ],
    },
    {
      title: "Why local television still matters for community life",
      summary: "A channel rooted in its audience can bring people together in ways that global platforms cannot.",
      author: "James Whitfield",
      paragraphs: [
        "In an age of global streaming platforms, it might seem that small broadcasters have had their day. Our experience suggests otherwise. A channel that knows its audience can tell stories that would never reach a national bulletin, from a temple's anniversary to a local cricket club's charity match.",
        "It can also mobilise people. When we launch an appeal on MATV channel 793, viewers respond because they trust us and know the causes are close to home. That relationship, built over many years, is something algorithms cannot easily replicate. Local television remains a vital thread in the fabric of community life.",
      ],
    },
    {
      title: "Volunteering with our Digital Elders programme taught me patience",
      summary: "Helping older viewers get online has been one of the most rewarding experiences of my career.",
      author: "Sophie Clarke",
      paragraphs: [
        "I signed up to volunteer with MATV's Digital Elders programme expecting to teach basic smartphone skills. What I did not expect was how much I would learn. The participants brought humour, determination and extraordinary life stories to every session, and they reminded me how intimidating technology can be.",
        "One gentleman, a retired engineer, mastered online banking in a week and then began helping others in the group. Another learned to send voice notes to her grandchildren in Canada. Their progress reminded me that digital confidence is not about age. It is about patience, encouragement and the chance to learn at your own pace.",
      ],
    },
  ],
};
