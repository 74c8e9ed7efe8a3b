// Seed content for the Contractor Growth Blog.
// Content is a small markdown subset: ## / ### headings, "- " bullets, **bold**, *italic*,
// [links](https://...) and blank-line separated paragraphs.

export type SeedBlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  publishedAt: string /* ISO date like "2025-09-14T13:00:00Z" */;
};

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "get-more-calls-from-google-business-profile",
    title: "How to Get More Calls From Your Google Business Profile",
    excerpt:
      "Your Google Business Profile is often the first thing a homeowner sees, and many of them call straight from it. Here is how to set it up so the phone rings more often.",
    category: "Marketing",
    tags: ["Google Business Profile", "Local Search", "Phone Calls"],
    publishedAt: "2025-01-21T14:00:00Z",
    content: `When a homeowner's breaker keeps tripping or the water heater starts leaking, they don't browse. They search "electrician near me", look at the three businesses on the map, and call one. Many never visit a website at all. That map listing is your Google Business Profile, and for most trade contractors it is the biggest source of free calls they have.

The good news: most of your competitors set theirs up once and forgot about it. One focused hour now and ten minutes a week puts you ahead of them.

## Get the basics exactly right

Google ranks map listings on three things: relevance (do you do what they searched for), distance (how close you are to the searcher) and prominence (how well known and well reviewed you are). You can't move your shop, but you control almost everything else.

- **Business name:** use your real business name. Stuffing in keywords like "Best Plumber Denver" breaks Google's rules and can get the listing suspended.
- **Primary category:** this matters more than anything else you type. Pick the most specific one that matches your main money-maker: "Electrician", "Plumber", "HVAC contractor", "Roofing contractor".
- **Secondary categories:** add the others that genuinely apply, such as "Water heater installation service" or "Air conditioning repair service".
- **Phone number:** a local number that rings a person, not a voicemail maze.
- **Hours:** if you take emergency calls, say so and set the hours to match. A listing that shows "Closed" at 9 p.m. loses the 9 p.m. burst pipe.
- **Service areas:** list the towns and ZIP codes you actually drive to. Keep it realistic.

## Fill in services and write a real description

The services section lets you list each job you do. Most contractors leave it empty. List every service you want calls for, with a sentence on each: "Panel upgrades from 100 to 200 amps, permits included." Be specific. Customers read it, and so does Google.

Your description gets 750 characters. Use them to say what you do, where, and why someone should call you instead of the next listing: years in business, licensed and insured, same-day service, upfront pricing, warranty. Skip phrases like "quality solutions". Say "We answer the phone 7 days a week and most repairs are done the same day."

## Photos do more work than you think

Listings with recent, real photos look alive. Stock photos look like a lead-selling website pretending to be a contractor. Aim for:

- Your truck with the logo visible
- You and your crew in uniform at a job
- Before-and-after shots of real work: a cleaned-up panel, a new furnace, a finished roof
- Your shop or office, if you have one

Add 2 or 3 new photos a week. Take them with your phone at the end of each job. It takes 30 seconds, and it shows both Google and customers that the business is active.

## Reviews: the part you can't skip

Prominence is mostly reviews: how many, how recent, how good. To a homeowner, a listing with 140 reviews at 4.8 stars usually looks safer than one with 12 reviews at 5.0, because volume is hard to fake.

Ask every happy customer, every time. Text the review link the same day, while they're still pleased the heat is back on. Then reply to every review, good or bad, within a couple of days. A calm, professional reply to a 2-star review often earns more trust than the review cost you.

## Posts, questions and messages

- **Posts:** share a job, a seasonal tip or an offer once a week. "AC tune-ups $89 through May" is a post. So is a photo of this morning's panel swap.
- **Questions and answers:** add the questions people ask you on the phone ("Do you offer free estimates?", "Do you work weekends?") and answer them yourself.
- **Messaging:** if you turn on chat, answer within minutes. If you can't, leave it off and push people to call.

## Track what it brings in

Inside your profile you can see how many calls, website clicks and direction requests the listing produced each month. Write the call count down on the first of every month. If you've done the work above, that number should climb over 90 days. If it doesn't, look at your reviews and your primary category first.

## A 10-minute weekly routine

- Add one photo from a job this week
- Publish one update or offer
- Reply to every new review
- Check your hours are still right, holidays especially
- Send review requests to every customer you finished with

That's it. No retainer, no tricks. A complete, active profile with a steady stream of reviews gets calls, and calls become jobs. Google's own setup guide lives at [google.com/business](https://www.google.com/business/) if you are starting from zero.`,
  },
  {
    slug: "contractor-website-above-the-fold",
    title: "What Your Contractor Website Needs Above the Fold",
    excerpt:
      "Most visitors decide in a few seconds whether to call you or hit the back button. Here is what has to be on the first screen, especially on a phone.",
    category: "Web Design",
    tags: ["Web Design", "Conversions", "Mobile"],
    publishedAt: "2025-02-18T15:00:00Z",
    content: `"Above the fold" is the part of a web page you see before you scroll. On a phone, that's roughly the top 600 to 700 pixels. It's a small space, and it's where most of your visitors decide whether to call you or go back to Google and call someone else.

Most homeowners looking for a contractor are on their phone, often in a hurry. A roofer's visitor might be standing in the driveway looking at a missing shingle. They want three answers fast: do you do this, do you work here, and how do I reach you.

Here is what belongs on that first screen, and what doesn't.

## A headline that says what you do and where

"Welcome to Our Website" wastes the most valuable line on the page. So does "Quality You Can Trust". Your headline should tell a stranger what you do and where you do it:

- "Licensed Electricians Serving Tulsa and Broken Arrow"
- "Roof Repair and Replacement in Raleigh, Same-Week Inspections"
- "24/7 Emergency Plumbing in the Phoenix East Valley"

Under it, one short line with your strongest reason to pick you: "Upfront pricing. Most repairs finished the same day."

## A phone number you can tap

Put your phone number in the header and make it a tap-to-call link, so one tap on a phone dials it. Make it big. Don't hide it behind a menu icon. On phones, a sticky call bar at the bottom of the screen that stays put while the visitor scrolls is worth testing.

Next to it, one main button. "Call Now" or "Get a Free Estimate": pick one primary action and give it a bright colour that stands out from everything else on the page.

## A short form, if you use one

If you offer a quote form above the fold, keep it to 3 or 4 fields: name, phone, what you need, ZIP code. Every extra field loses people. You can ask about square footage and panel brand when you call them back.

## Proof, right away

Strangers need a reason to trust you before they call. Put proof right next to the headline:

- Your Google star rating and review count ("4.9 stars from 212 reviews")
- "Licensed and insured", with your license number
- Years in business or jobs completed
- Manufacturer certifications or associations you genuinely hold

Keep these small and tidy. A single row of badges works better than a wall of logos.

## A real photo

A photo of your actual crew, truck or a finished job beats any stock image. People can tell the difference. A clean shot of your van in front of a house says "local, real, shows up". A stock model in a spotless hard hat says nothing.

Compress that image. A 4 MB hero photo can add seconds to the load on a phone, and people don't wait.

## What to leave out

- **Sliders and carousels.** Nobody waits for slide 3. Pick your best message and show it.
- **Autoplay video with sound.** It annoys people and slows the page down.
- **Pop-ups on arrival.** Let them see the page before you ask for anything.
- **Long paragraphs about your history.** Save the story for the About page.
- **Menus with 12 items.** Services, Service Areas, Reviews, About and Contact is plenty.

## Speed is part of the fold

If the page takes 6 seconds to show anything, it doesn't matter what's above the fold. Test your site on your own phone over mobile data, not the shop Wi-Fi. If it feels slow to you, it feels slower to a customer with water on the kitchen floor. Google's free PageSpeed Insights tool shows what is slowing it down.

## Do the thumb test

Open your site on your phone and hand it to someone who has never seen it. Give them 5 seconds, take it back, and ask:

- What does this company do?
- Where do they work?
- How would you contact them?

If they can't answer all three, fix the top of the page before you spend another dollar on ads. Traffic you pay for is wasted if the first screen doesn't turn it into calls.

## Check it every season

Your first screen should change when your business does. Running a spring AC tune-up special? It goes under the headline in April and comes down in June. Added a new town to your service area? Add it to the headline or the line under it. Hit 300 reviews? Update the number. A first screen that is current tells visitors the business is busy and well run.

## The short version

Headline with your trade and your towns. A tap-to-call number. One clear button. Star rating and license. A real photo. A fast load. Everything else can live below the fold, for the visitors who want to read more before they pick up the phone.`,
  },
  {
    slug: "local-seo-for-service-area-businesses",
    title: "Local SEO for Service Areas: How to Rank in the Towns You Actually Work",
    excerpt:
      "If you work across a dozen towns, you need to show up in more than the one where your shop is. Here is how service-area pages and local signals get you there.",
    category: "SEO",
    tags: ["Local SEO", "Service Areas", "Google Maps"],
    publishedAt: "2025-04-08T13:00:00Z",
    content: `Most trade contractors don't work in one town. An HVAC company based in one suburb might run calls to 15 towns within 40 minutes of the shop. The problem: Google tends to show businesses close to the person searching, and your shop address sits in just one of those towns.

You can't be physically everywhere, but you can give Google clear, honest signals about where you work. Here's how.

## Start with a clean service area on Google

If customers don't come to your location, set up your Google Business Profile as a service-area business: hide the street address and list the cities or ZIP codes you serve. Keep the list to places you really go. Google's own guidance is that a service area generally shouldn't reach further than about 2 hours of driving from your base, and a tight list is more believable anyway.

Keep in mind that the map results still lean hard on distance. Your profile will usually be strongest near your base. To win the towns further out, your website has to carry more of the load.

## Build one page per town you want work from

A service-area page is a page on your website about your work in one specific town, for example "Furnace Repair in Maple Grove". Done well, these pages rank in the regular search results for "service plus town" searches, even where your map listing doesn't show.

Done badly, they're 30 copies of the same page with the town name swapped, and Google mostly ignores them. The difference is real local content. Each page should include:

- **The town in the title and headline:** "Roof Replacement in Cary, NC".
- **Jobs you've done there:** a short write-up of 2 or 3 recent projects, with photos. "Replaced a 25-year-old roof on a two-story colonial near the middle school."
- **Local details:** the housing stock, common problems, permit quirks. Older homes with 60-amp panels, hard water that eats water heaters, hail season.
- **Reviews from customers in that town,** with their permission.
- **Your phone number and a clear next step.**
- **Honest response times:** "We're usually on site in Cary within 2 hours for emergencies."

Start with your 5 best towns, the ones with the most jobs or the best margins. Write those pages properly before adding more. Five strong pages beat fifty thin ones.

## Make your name, address and phone match everywhere

Google cross-checks your business details across the web: your website, your Google profile, Facebook, Yelp, Angi, the Better Business Bureau, chamber of commerce listings. If your phone number or business name is different from one to the next, it muddies the signal.

Pick one exact format ("Smith Electric LLC", one main phone number) and use it everywhere. Search your business name once a quarter and fix any old listings still showing an old number or address.

## Earn local links and mentions

Links from other local websites tell Google you're a real part of the community. Contractors have more chances at these than most businesses:

- Sponsor a youth sports team or a school event and get listed on their site
- Join the local chamber of commerce or home builders association
- Ask suppliers and manufacturers to list you as a certified installer
- Partner with realtors, property managers and home inspectors who can link to you as a recommended pro
- Give the local paper a useful quote about storm prep or frozen pipes

Each one is small. Together, over a year, they add up.

## Get reviews that mention the job and the town

You can't tell customers what to write, but you can make it easy for them to be specific. When you ask, say something like: "If you could mention what we did and where, it really helps other homeowners find us." A review that says "Replaced our sump pump in Plymouth the same day" helps both Google and the next customer.

## Track results by town, not overall

Your ranking looks different from every ZIP code. Searching from your own office only tells you how you rank at your office. Once a month, note which towns your calls and booked jobs come from, and compare it to your target list. If a town full of good jobs sends you nothing, that town gets the next page update, the next sponsorship and the next round of yard signs.

## Be patient and keep adding

Local SEO is slow. New service-area pages typically take 2 to 4 months to settle in the results. Contractors who keep adding real jobs, photos and reviews month after month tend to pull steadily ahead, because most of their competitors stopped after the first week.`,
  },
  {
    slug: "ask-for-reviews-after-every-job",
    title: "Ask for a Review After Every Job: A System Your Crew Will Actually Use",
    excerpt: "Happy customers rarely leave reviews on their own. A simple routine, a short text and one reminder can turn two reviews a month into twenty.",
    category: "Business Growth",
    tags: ["Reviews", "Google Business Profile", "Customer Service"],
    publishedAt: "2025-05-13T13:00:00Z",
    content: `Ask any contractor whether their customers are happy and they'll say yes. Ask how many reviews they got last month and the answer is often "two or three". The gap isn't the quality of the work. It's that nobody asked.

Most satisfied customers will leave a review if you ask at the right moment and make it easy. Almost none will do it on their own. That means your review count is a direct result of your process, not your workmanship.

## Why it's worth the effort

Reviews do three jobs at once:

- **They help you rank.** Review count, rating and recency all feed into how Google ranks local businesses on the map.
- **They win the call.** When a homeowner compares three contractors, the one with 180 reviews usually gets the call over the one with 9.
- **They let you hold your price.** A strong reputation makes it easier to charge properly instead of competing on cheap.

## Ask at the moment of relief

The best time to ask is right when the problem is solved: the AC is blowing cold, the lights are back on, the leak has stopped. The customer is relieved and grateful. That feeling fades within a day or two.

So the ask happens on site, by the tech, before the truck leaves. Something like:

*"Glad we got that sorted for you. We're a local business and reviews really help us. Can I text you the link? It takes about a minute."*

That's it. No pressure, no script to memorise. When they say yes, and most do, send the text before you pull out of the driveway.

## The text message

Keep it short and personal, with a direct link to your Google review form. You'll find that link in your Business Profile, under the option to ask for reviews.

*"Hi Sarah, it's Mike from Ridgeline Plumbing. Thanks for having us out today. If you have 30 seconds, a review would mean a lot to our team. Here's the link. Thanks again!"*

Texts get opened far more often than emails. Use the customer's name and the tech's name. It should read like a thank-you, not a marketing blast.

## Follow up once

If there's no review after 3 days, send one gentle reminder. After that, let it go. One ask and one reminder is polite. Five reminders is annoying and can earn you a worse review than none at all.

## Make it part of the job, not an extra

The system only works if it happens every single time. A few ways to make it stick:

- **Put it on the job checklist.** Clean up, test, walk the customer through the work, ask for the review. Same as any other step.
- **Track it per tech.** A weekly count of reviews that mention each tech by name shows who's asking.
- **Reward the ask.** A $10 or $20 bonus for every review that names the tech gets attention fast. Reward the review, never the rating; you want honest feedback.
- **Automate the reminder.** Many field service apps can send the review text automatically when a job is marked complete. Use that, but keep the in-person ask. The human moment is what gets the yes.

## Don't do these

- **Don't buy reviews or write fake ones.** Google removes them, can suspend your profile, and in the US the FTC now has a rule against fake reviews that comes with real fines.
- **Don't only ask the customers who look happy.** Filtering who gets asked (often called review gating) goes against Google's policies. Ask everyone.
- **Don't trade discounts for reviews.** Same problem, and it makes every review look bought.

## Reply to every review

Replies show future customers there's a real person behind the business. Keep them short and specific:

- **Positive:** "Thanks, Dave! Glad the new panel is working well. Call us anytime."
- **Negative:** stay calm, thank them, state the facts briefly and offer to make it right offline. "Sorry this wasn't the experience you expected. I'd like to fix it. Please call me directly at 555-0134. Tom, owner."

Never argue in public. Readers judge the reply more than the complaint.

## What the numbers look like

Say you finish 60 jobs a month. If your techs ask every time and 1 in 3 customers follows through, that's 20 reviews a month and 240 a year. A competitor who never asks might collect 20 a year. Within a few months your profile looks like the obvious choice on the map, and the calls follow.`,
  },
  {
    slug: "door-hangers-and-yard-signs-one-job-into-five",
    title: "Door Hangers and Yard Signs: How to Turn One Job Into Five on the Same Street",
    excerpt:
      "Every job you finish is an advertisement the neighbors have already noticed. A yard sign and 20 door hangers turn that attention into booked work.",
    category: "Marketing",
    tags: ["Print Marketing", "Door Hangers", "Yard Signs", "Neighborhood Marketing"],
    publishedAt: "2025-06-24T13:00:00Z",
    content: `When your truck sits in a driveway all day, the neighbors notice. Some of them have the same 20-year-old water heater, the same tired roof, the same undersized panel. Homes on one street are often built in the same years by the same builder, so they tend to have the same problems at the same time.

That's the idea behind neighborhood marketing: use each job to win the next few on the same street. It's cheap, it's local, and it works best for exactly the trades that spend hours at a house: roofing, HVAC, plumbing, electrical and remodeling.

## The yard sign: advertising while you work

A yard sign on the front lawn during and after a job is a billboard in the one place people already care about: their own street.

What makes a yard sign work:

- **Readable from a moving car.** Your name, your trade and your phone number, nothing else. Make the phone number at least 3 inches tall.
- **Two-sided.** Drivers come from both directions.
- **High contrast.** Dark text on a light background or the reverse. Skip thin fonts and photos.
- **A line of proof.** "Another roof by Summit Roofing" or "Serving Oak Ridge since 2009".

Always ask the homeowner first. Most say yes, especially if you promise to collect it yourself after 2 weeks. If you offer a small thank-you for keeping the sign up, keep it simple and honest.

A standard 18 x 24 inch corrugated plastic sign with an H-stake costs a few dollars in bulk, and a good one survives several jobs.

## The door hanger: the 20-door rule

Before you leave a job, walk the street and hang door hangers on the houses to either side and across the road, about 20 doors. It takes one person around 15 minutes.

A door hanger beats a generic flyer because it's specific:

- **"We just replaced the roof at 418 Elm St."** The job is right there and they can walk over and look at it. If the homeowner would rather you didn't use their house number, say "on your street" instead.
- **A relevant offer.** "Free roof inspection for Elm St. neighbors this month" or "$50 off a furnace tune-up".
- **A deadline.** "Through March 31" gives them a reason to call now instead of someday.
- **Proof.** Star rating, years in business, license number.
- **One clear way to respond.** A big phone number, plus a QR code to your booking page if you have one.

Print on heavy card stock so it hangs properly and survives a bit of weather. A die-cut hole that slips over the doorknob is standard.

## Timing: reach the neighbors while the job is visible

The best window is during the job and the day after. That's when the dumpster is in the driveway, the truck is out front and the neighbors are curious. A second round 2 to 3 weeks later catches the people who saw the first one and didn't act.

Seasons help too. Furnace tune-up hangers in early fall. AC hangers before the first heat wave. Roof inspections after a hailstorm, when the whole street is worried.

## What does it return?

Run the numbers for your own trade. Say you hang 20 door hangers after each of your 30 jobs this month: 600 hangers. At that volume, printing runs roughly $150 to $250. If just 1% of those homes book, that's 6 jobs. For a roofer or an HVAC installer, one of those jobs pays for a year of printing.

Track it. Put a unique offer code or a separate phone number on the hanger so you know which calls it brought in. Ask every new caller "How did you hear about us?" and write the answer down.

## Stay on the right side of the rules

- **Never put anything in a mailbox.** In the US, mailboxes are for postal mail only.
- **Respect "No Soliciting" signs.**
- **Check local rules.** Some towns and HOAs limit signs or door-to-door distribution.
- **Collect your signs.** A faded sign left up for six months looks sloppy and costs you the goodwill you earned.

## Make every truck part of it

The system works best when it's automatic. Keep a box of door hangers and two yard signs in every truck. Put "hang 20 doors" on the job checklist, right after clean-up. One job becomes a whole street's worth of visibility, and a few of those neighbors become your next jobs.`,
  },
  {
    slug: "missed-call-text-back-for-contractors",
    title: "Missed-Call Text-Back: Stop Losing Leads While You're on the Job",
    excerpt:
      "Every missed call is a lead that is probably dialing the next contractor on the list. An automatic text-back and one inbox for every lead keep those jobs yours.",
    category: "Technology",
    tags: ["Lead Management", "Automation", "Text Messaging"],
    publishedAt: "2025-08-05T13:00:00Z",
    content: `You're in a crawl space, up on a roof or elbow-deep in a panel. The phone rings. You can't answer. By the time you call back 40 minutes later, the homeowner has already booked someone else.

This happens to small trade businesses every day. Homeowners with an urgent problem call down the list until someone picks up. If you don't answer, you usually don't get a voicemail. You get skipped.

Missed-call text-back is a simple fix, and one of the cheapest tools a contractor can add.

## How it works

When a call to your business number goes unanswered, the system automatically texts the caller within seconds:

*"Hi, this is Jake at Brightline Electric. Sorry I missed your call, I'm on a job right now. What can I help you with? I'll get back to you shortly."*

Plenty of people would rather text than leave a voicemail. They reply with what they need ("breaker keeps tripping in the kitchen") and now you have a conversation going. They're also less likely to keep calling down the list, because someone already answered.

When you climb out of the crawl space, you have a written lead with the problem described, instead of a missed call from a number you don't recognise.

## What you need

Most setups include:

- **A business phone number** that can send and receive texts. It can be your existing number or a new one that forwards to your cell.
- **Missed-call detection** that triggers the automatic text.
- **A shared inbox** where texts, website form leads and Facebook or Google messages all land in one place.
- **A mobile app** so you and your office can reply from anywhere.

That shared inbox is what people usually mean by a "lead connector" app: it pulls leads from every channel into one list so nothing falls through the cracks. Many CRM and field service platforms include these features, and so do dedicated business texting services. Prices vary a lot, so compare two or three and use the free trial before you commit.

## Write the auto-text like a person

The first message sets the tone. Keep it:

- **Short.** 2 or 3 sentences.
- **Personal.** A real name, not "our team".
- **Specific.** Say when they'll hear back: "within 30 minutes" or "by end of day".
- **Open.** End with a question so they reply.

Avoid anything that sounds like a robot. "Your call is important to us" is what they hear from the cable company.

Set a separate message for after hours: *"Thanks for calling Brightline Electric. We're closed right now and will text you back at 7 a.m. If this is an emergency, reply URGENT."* Then decide what URGENT does, for example paging the on-call tech.

## Speed to lead matters most

The auto-text buys you time, but not much. Aim to reply personally within 5 to 15 minutes during working hours. The first contractor to have a real conversation with the customer usually gets the job.

A few habits help:

- Check the lead inbox between every job, the same way you check your next address.
- If you have office help, make the inbox the first task of the day and the first task after lunch.
- Save replies for common questions: price ranges, service areas, availability this week.

## Stay compliant

Texting customers comes with rules. Replying to someone who just called you is different from sending marketing texts, which need clear consent first. In the US, business texting from a regular local number now generally requires registering it for A2P 10DLC through your provider, and most texting services walk you through it. Always honour STOP requests, and never add people to promotional blasts just because they called once.

## Measure the difference

Before you switch it on, count how many calls you miss in a typical week. Most phone systems show this. A busy one-truck operation can easily miss 10 to 20 calls a week during working hours.

After 30 days with text-back running, check:

- How many missed callers replied to the text
- How many of those became booked jobs
- What those jobs were worth

If you miss 15 calls a week and text-back turns just 3 of them into booked jobs at a $350 average, that's more than $4,000 a month in work you were losing. For a tool that usually costs less per month than a single service call, it's an easy decision.

## The bottom line

You can't answer every call. You can make sure nobody who calls gets ignored. Set up missed-call text-back, route every lead into one inbox, and reply fast. That's the difference between a missed call and a booked job.`,
  },
  {
    slug: "pricing-jobs-for-profit",
    title: "Price for Profit: How to Set Rates That Actually Grow Your Margin",
    excerpt:
      "Busy is not the same as profitable. Know your real cost per billable hour, price to a target margin, and offer options so customers choose more of your work.",
    category: "Business Growth",
    tags: ["Pricing", "Profit Margin", "Estimates"],
    publishedAt: "2025-09-16T13:00:00Z",
    content: `Plenty of contractors are booked three weeks out and still wonder where the money went. The usual cause isn't a lack of work. It's prices that don't cover the real cost of running the business.

Here's a straightforward way to set prices that leave the profit with you, not with the customer.

## Know your real cost per billable hour

Most pricing mistakes start here. A tech who earns $30 an hour doesn't cost you $30 an hour. Add payroll taxes, workers' comp, insurance, the truck, fuel, tools, phones, software, the office, marketing and your own salary. Then remember that not every paid hour is billable: drive time, supply house runs, callbacks and training all eat into it.

A quick way to get close:

- Add up last year's overhead: everything that isn't materials or labor on a specific job.
- Add your total labor cost, including taxes and benefits.
- Divide the total by the number of hours you actually billed to customers.

If overhead plus labor came to $420,000 and your crew billed 4,200 hours, every billable hour costs you $100 before materials and before profit. Charging $95 an hour means losing money on every job, however busy you are.

## Margin and markup are not the same

This trips up a lot of people. If a job costs you $1,000 and you add 20%, you charge $1,200. Your markup is 20%, but your margin is only about 16.7%, because $200 is 16.7% of $1,200.

To hit a target margin, divide your cost by one minus the margin:

- **20% margin:** $1,000 / 0.80 = $1,250
- **30% margin:** $1,000 / 0.70 = $1,429
- **40% margin:** $1,000 / 0.60 = $1,667

Decide on a target net profit after all costs (many trade businesses aim for somewhere between 10% and 20%) and build your prices backward from it.

## Consider flat-rate pricing for service work

Hourly pricing punishes you for being fast and experienced. If your best tech swaps a water heater in 3 hours and a new tech takes 5, the customer pays less for the better job.

Flat-rate pricing sets one price per task, based on average time, materials and your target margin. The customer knows the price before the work starts, which they like. You earn more as your crew gets more efficient, which you like. That's why so many HVAC, plumbing and electrical shops work from a price book.

## Offer options, not one number

Give a single price and the customer's choice is yes or no. Give three options and the choice becomes which one.

For a furnace replacement, for example:

- **Good:** standard efficiency unit, basic thermostat, 1-year labor warranty
- **Better:** higher efficiency unit, smart thermostat, 5-year labor warranty
- **Best:** variable-speed high efficiency unit, smart thermostat, air filtration upgrade, 10-year labor warranty and a yearly maintenance visit

Many customers pick the middle option, and some pick the top. When the differences are clear, few pick the bottom. Options raise your average ticket without any hard selling.

## Charge for what you give away

Look for free work that's quietly eating your margin:

- **Trip or diagnostic fees.** A $79 to $129 diagnostic fee, credited toward the repair if they go ahead, filters out tire-kickers and pays for the drive.
- **Free estimates.** Common for big projects in many markets, but they don't need to be free for small repairs.
- **Change orders.** Any change after the contract is signed gets written up and priced before the work is done.
- **Materials.** Parts should carry a markup too. You're sourcing, hauling, storing and warrantying them.

## Review your prices twice a year

Material costs, wages, insurance and fuel all move. A price book set two years ago is almost certainly leaving money behind. Every 6 months, check your cost per billable hour against your rates and adjust. A 5% increase rarely costs you good customers, especially when your reviews and service back it up.

## Know which jobs pay best

Not every job type earns the same. Once a quarter, look at your last 50 jobs and sort them by gross profit per hour on site. You'll often find that one or two job types, such as panel upgrades, drain cleaning or maintenance agreements, earn far more per hour than the rest. Point your marketing, your website and your door hangers at those.

## The goal

Being busy is not the point. Every job should pay your crew, cover your overhead and leave a profit that lets you replace trucks, hire good people and take a week off. Price for that, and grow from there.`,
  },
  {
    slug: "estimate-follow-up-system",
    title: "The Estimate Follow-Up System That Wins More Jobs",
    excerpt: "Most estimates don't get a no, they get silence. A short, polite follow-up schedule can lift your closing rate without lowering a single price.",
    category: "Operations",
    tags: ["Estimates", "Follow-Up", "Sales Process"],
    publishedAt: "2025-10-14T13:00:00Z",
    content: `You drove out, measured, talked through the options and sent a clean estimate. Then nothing. No yes, no no. Two weeks later you assume they went with someone else.

Often they didn't. They got busy, they were waiting on a spouse, they lost the email, or they were comparing three quotes and none of the contractors called back. The contractor who follows up politely and consistently wins a good share of those jobs, without cutting the price.

## Why homeowners go quiet

Silence after an estimate rarely means no. Common reasons:

- They need to talk it over with someone at home
- They're waiting on a paycheck, a tax refund or financing
- They don't understand why your price is higher than another quote
- They simply forgot, because their life didn't stop for their roof

A short, helpful follow-up solves each of these. Waiting solves none of them.

## Send the estimate fast

Follow-up starts before the estimate. The longer a quote takes to arrive, the colder the lead gets. Aim to send it the same day as the visit, and for smaller jobs before you leave the driveway. Many field service apps let you build and send a quote from your phone, with photos and options included.

Make it easy to say yes: a clear scope, a total price, options if you offer them, what's included, the warranty, and a way to approve online or by replying to a text.

## A five-touch follow-up schedule

Here's a schedule that is persistent without being pushy. Adjust the days to your trade: emergency repairs move faster, remodels slower.

- **Day 1, confirm it arrived.** A quick text: "Hi Linda, I just sent the estimate for your panel upgrade. Let me know if you have any questions."
- **Day 3, find the real question.** Call, don't text. "Did you get a chance to look it over? Any questions about the options?" This is where you learn what's actually holding them up.
- **Day 7, add value.** Send something useful: photos of a similar job, a review from a neighbor, a note about the warranty. Not a discount.
- **Day 14, make deciding easy.** "We have an opening next Thursday if you'd like it done before the weekend. Want me to hold it for you?"
- **Day 30, the polite close.** "I don't want to keep bothering you, so I'll close this out for now. If anything changes, just reply to this text and we'll pick it back up."

That last message gets a surprising number of replies. People who meant to call back often answer when they sense the door is about to close.

## Track every open estimate

You can't follow up on what you can't see. Keep every open estimate in one list with:

- Customer name and phone number
- The job and the price
- Date sent
- Date of the next follow-up
- Status: open, won or lost

A CRM or field service app does this automatically and sends reminders. A whiteboard in the shop or a shared spreadsheet works too, as long as someone looks at it every morning. What matters is that one person owns the list.

## Learn from the jobs you lose

When someone says no, ask one friendly question: "Thanks for letting me know. Do you mind telling me what made the decision?" Write the answer down. Over a few months, patterns show up:

- **Lost on price?** Your options may need a lower entry point, or your estimate isn't explaining the value.
- **Lost on timing?** You may need to schedule sooner or send quotes faster.
- **Lost to someone they already knew?** You may need more reviews and more referrals.

## Know your closing rate

Divide jobs won by estimates sent over the last 3 months. If you sent 60 estimates and won 18, your closing rate is 30%. Now say a follow-up system lifts that to 40%. Same leads, same marketing spend, 6 more jobs a quarter. At an average job of $2,500, that's $15,000 more revenue every 3 months from leads you already paid for.

## Keep it human

Follow-up works because it shows you're organised and you care about the job. Use the customer's name, mention the specifics of their house, and keep every message short. The goal isn't to pressure anyone. It's to make sure that when they're ready to decide, you're the contractor they remember.`,
  },
];
