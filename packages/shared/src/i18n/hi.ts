import type { WrittenKey } from "./en.ts";

/**
 * The Hindi catalogue (ADR 076): the same keys as `en.ts`, written as a Hindi newsroom would say it (not
 * word for word). Nukta spellings (ख़बर, ज़्यादा) throughout; search folds them either way (ADR 077).
 * Server code only, like the English one.
 */
const written: Record<WrittenKey, string> = {
  "shell.skipToContent": "सीधे मुख्य सामग्री पर जाएँ",
  "shell.loadingPage": "पेज लोड हो रहा है",
  "shell.aboutUs": "हमारे बारे में",
  "shell.logoLabel": "MATV होम",
  "shell.siteSearch": "साइट में खोजें",
  "shell.searchNews": "ख़बरें खोजें",
  "shell.search": "खोजें",
  "shell.mainNav": "मुख्य",
  "shell.compactNav": "मुख्य (संक्षिप्त)",
  "shell.more": "और",
  "shell.home": "होम",
  "shell.liveTv": "लाइव टीवी",
  "shell.liveShort": "लाइव",
  "shell.videos": "वीडियो",
  "shell.languageSwitch": "{language} में पढ़ें",
  "shell.languageSwitchLabel": "भाषा",
  "shell.suggestion": "यह साइट {language} में भी है।",
  "shell.suggestionLink": "MATV {language} में पढ़ें",
  "shell.suggestionDismiss": "बंद करें",
  "shell.watchOnYouTube": "MATV को YouTube पर देखें",
  "shell.quickLinks": "उपयोगी लिंक",
  "shell.business": "कारोबार",
  "shell.petition": "याचिका",
  "shell.newsletter": "न्यूज़लेटर",
  "shell.newsletterBlurb": "ब्रिटेन और भारत की दिन भर की बड़ी ख़बरें, रोज़ एक बार।",
  "shell.diasporaSupport": "प्रवासी भारतीय सहायता",
  "shell.diasporaBlurb": "विदेश में किसी मुश्किल में हैं? हमें बताइए, हम मदद की पूरी कोशिश करेंगे।",
  "shell.reachUs": "हमसे संपर्क करें",
  "shell.rightsReserved": "सर्वाधिकार सुरक्षित।",
  "shell.privacyAndCounting": "निजता और हम क्या गिनते हैं",
  "shell.siteName": "MATV न्यूज़",
  "shell.siteDescription": "MATV ब्रिटेन में बसे भारतीयों का समाचार और टेलीविज़न चैनल है: ब्रिटेन, भारत और दुनिया की ख़बरें, लाइव बहस के कार्यक्रम और समुदाय के आयोजनों की कवरेज।",
  "shell.tagline": "प्रवासी भारतीयों के लिए ब्रिटेन की ख़बरें",
  "shell.englishStory": "अंग्रेज़ी में",
  "shell.somethingWrong": "कुछ गड़बड़ हो गई",
  "shell.goHome": "होम पेज पर जाएँ",

  "newsletter.email": "ईमेल पता",
  "newsletter.language": "न्यूज़लेटर की भाषा",
  "newsletter.subscribe": "सब्सक्राइब करें",
  "newsletter.subscribing": "सब्सक्राइब हो रहा है...",

  "common.staffReporter": "संवाददाता",
  "common.loading": "लोड हो रहा है...",
  "common.tryAgain": "फिर कोशिश करें",
  "common.back": "वापस",
  "common.readMore": "पूरा पढ़ें",
  "common.readMoreAbout": "पूरा पढ़ें: {title}",
  "common.byAuthor": "लेखक: {author}",
  "common.unknownDate": "तारीख़ उपलब्ध नहीं",
  "common.recently": "हाल ही में",
  "common.readTime": "{minutes} मिनट में पढ़ें",
  "common.views": "{count, plural, one {# बार पढ़ी गई} other {# बार पढ़ी गई}}",
  "common.tags": "टैग",
  "common.live": "लाइव",
  "common.cachedNotice": "सर्वर से जवाब नहीं मिला, इसलिए पहले सहेजी गई ख़बरें दिख रही हैं",
  "common.previous": "पिछला",
  "common.next": "अगला",
  "common.pageOf": "{total} में से पेज {page}",
  "common.notFound": "नहीं मिला",

  "time.justNow": "अभी-अभी",
  "time.hrsAgo": "{count, plural, one {# घंटा पहले} other {# घंटे पहले}}",
  "time.daysAgo": "{count, plural, one {# दिन पहले} other {# दिन पहले}}",
  "time.minutesAgo": "{count, plural, one {# मिनट पहले} other {# मिनट पहले}}",
  "time.hoursAgo": "{count, plural, one {# घंटा पहले} other {# घंटे पहले}}",

  "share.share": "शेयर करें",
  "share.copyLink": "लिंक कॉपी करें",
  "share.shareOn": "{network} पर शेयर करें",
  "share.shareArticle": "यह ख़बर शेयर करें",
  "share.linkCopied": "लिंक क्लिपबोर्ड पर कॉपी हो गया!",
  "share.copyFailed": "लिंक कॉपी नहीं हो सका",
  "share.linkCopiedShort": "लिंक कॉपी हो गया!",

  "article.related": "इससे जुड़ी ख़बरें",
  "article.notFoundTitle": "ख़बर नहीं मिली",
  "article.notFound": "यह ख़बर नहीं मिली",
  "article.loadFailed": "ख़बर लोड नहीं हो सकी",
  "article.noSlug": "ख़बर का पता नहीं दिया गया",
  "article.noObjectId": "ख़बर का पता ग़लत है: इसमें ख़बर की पहचान संख्या नहीं है",
  "article.inOtherLanguage": "यह ख़बर {language} में",
  "article.by": "लेखक",
  "article.date": "तारीख़",
  "article.category": "श्रेणी",

  "home.views": "{count, plural, one {{views} बार पढ़ी गई} other {{views} बार पढ़ी गई}}",
  "home.sportsLoading": "खेल की ख़बरें लोड हो रही हैं...",
  "home.sportsFailed": "खेल की ख़बरें लोड नहीं हो सकीं",
  "home.sportsStats": "खेल के आँकड़े",
  "home.matchesToday": "आज के मैच",
  "home.liveMatches": "लाइव मैच",
  "home.totalViews": "कुल बार पढ़ी गईं",
  "home.articles": "ख़बरें",
  "home.liveScores": "लाइव स्कोर",
  "home.liveScoresList": "लाइव स्कोर",
  "home.matchFinished": "समाप्त",
  "home.matchUpcoming": "आने वाला",
  "home.sportsCategories": "खेल की श्रेणियाँ",
  "home.allCategories": "सभी",
  "home.technologyLoading": "टेक्नोलॉजी की ख़बरें लोड हो रही हैं...",
  "home.technologyFailed": "टेक्नोलॉजी की ख़बरें लोड नहीं हो सकीं",
  "home.technologyStats": "टेक्नोलॉजी के आँकड़े",
  "home.weeklyViews": "इस हफ़्ते पढ़ी गईं",
  "home.trending": "चर्चा में",
  "home.topCategory": "सबसे बड़ी श्रेणी",
  "home.moreTechnology": "टेक्नोलॉजी की और ख़बरें",
  "home.trendingTechnology": "चर्चा में टेक्नोलॉजी की ख़बरें",

  "listing.stories": "{section} की ख़बरें",
  "listing.pages": "{section}: और पेज",
  "listing.pageTitle": "{section} (पेज {page})",
  "listing.englishFill": "अंग्रेज़ी में और ख़बरें",

  "blog.latestPosts": "ताज़ा ब्लॉग",
  "blog.none": "कोई ब्लॉग पोस्ट नहीं मिली।",
};

/** Section names, short names, default categories, empty-list texts and descriptions (keys from the registry). */
const sections: Record<string, [name: string, short: string, category: string, empty: string, description: string]> = {
  world: ["दुनिया", "दुनिया", "विश्व समाचार", "अभी दुनिया की कोई ख़बर नहीं है।", "ब्रिटेन और प्रवासी भारतीयों की नज़र से दुनिया की ख़बरें।"],
  viral: ["वायरल", "वायरल", "वायरल ख़बरें", "अभी कोई वायरल ख़बर नहीं है।", "आज जिन ख़बरों की सबसे ज़्यादा चर्चा है।"],
  "latest-news": ["ताज़ा ख़बरें", "ताज़ा", "ताज़ा ख़बरें", "अभी कोई ताज़ा ख़बर नहीं है।", "ब्रिटेन और भारत से पल-पल की ताज़ा ख़बरें।"],
  "india-news": ["भारत", "भारत", "भारत समाचार", "अभी भारत की कोई ख़बर नहीं है।", "ब्रिटेन और यूरोप में बसे भारतीयों के लिए भारत की ख़बरें।"],
  "web-stories": ["वेब स्टोरीज़", "स्टोरीज़", "वेब स्टोरीज़", "अभी कोई वेब स्टोरी नहीं है।", "न्यूज़रूम से छोटी-छोटी तस्वीरों वाली कहानियाँ।"],
  "science-news": ["विज्ञान", "विज्ञान", "विज्ञान समाचार", "अभी विज्ञान की कोई ख़बर नहीं है।", "ब्रिटेन, भारत और दुनिया भर से विज्ञान और शोध की ख़बरें।"],
  opinion: ["विचार", "विचार", "विचार", "अभी कोई विचार लेख नहीं है।", "हमारे लेखकों और मेहमानों के लेख और टिप्पणियाँ।"],
  defence: ["रक्षा", "रक्षा", "रक्षा", "अभी रक्षा की कोई ख़बर नहीं है।", "रक्षा और सुरक्षा की ख़बरें।"],
  sportfit: ["खेल-फ़िट", "खेल-फ़िट", "खेल-फ़िट", "अभी खेल-फ़िट की कोई ख़बर नहीं है।", "खेल, फ़िटनेस और सेहतमंद ज़िंदगी।"],
  education: ["शिक्षा", "शिक्षा", "शिक्षा", "अभी शिक्षा की कोई ख़बर नहीं है।", "स्कूल, विश्वविद्यालय और पढ़ाई-लिखाई।"],
  "election-news": ["चुनाव", "चुनाव", "चुनाव समाचार", "अभी चुनाव की कोई ख़बर नहीं है।", "ब्रिटेन, भारत और दुनिया भर के चुनाव।"],
  health: ["सेहत", "सेहत", "सेहत", "अभी सेहत की कोई ख़बर नहीं है।", "सेहत की ख़बरें और ब्रिटेन की स्वास्थ्य सेवा एनएचएस।"],
  tech: ["टेक", "टेक", "टेक", "अभी टेक की कोई ख़बर नहीं है।", "ब्रिटेन और भारत से टेक्नोलॉजी की ख़बरें।"],
  initiatives: ["पहल", "पहल", "पहल", "अभी कोई पहल नहीं है।", "चैनल की सामुदायिक पहल और अभियान।"],
  entertainment: ["मनोरंजन", "मनोरंजन", "मनोरंजन", "अभी मनोरंजन की कोई ख़बर नहीं है।", "बॉलीवुड, ब्रिटिश टीवी, संगीत और संस्कृति।"],
};

const feeds: Record<string, string> = {
  "latest-news": "और भी पढ़ें",
  "top-stories": "बड़ी ख़बरें",
  community: "समुदाय",
  money: "कारोबार",
  sports: "खेल",
  "deep-dive": "विस्तार से",
  technology: "टेक्नोलॉजी",
};

function registryTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, [name, short, category, empty, description]] of Object.entries(sections)) {
    Object.assign(texts, {
      [`section.${key}.name`]: name,
      [`section.${key}.short`]: short,
      [`section.${key}.category`]: category,
      [`section.${key}.empty`]: empty,
      [`section.${key}.description`]: description,
    });
  }
  for (const [key, label] of Object.entries(feeds)) texts[`feed.${key}`] = label;
  return texts;
}

export const hi: Record<string, string> = { ...written, ...registryTexts() };
