import type { Domain } from '../domain.ts';

export const business: Domain = {
  id: 'business',
  cues: {
    business: 3, startup: 3, 'start-up': 3, 'side hustle': 3, 'side business': 3, launch: 2, app: 2, product: 2,
    saas: 3, customers: 2, clients: 2, revenue: 3, mrr: 3, 'online store': 3, shop: 1, etsy: 3, shopify: 3,
    'small business': 3, company: 2, founder: 3, entrepreneur: 3, freelance: 2, freelancing: 2, podcast: 2,
    'youtube channel': 3, youtube: 2, subscribers: 2, users: 2, 'paying customers': 3, sales: 2, mvp: 3,
    website: 1, brand: 1, agency: 2, bakery: 2, cafe: 2, 'course': 1, 'passive income': 3, profit: 2,
  },
  tone: 'motivational',
  topics: ['(podcast|youtube channel|channel|newsletter)', '(online store|etsy shop|shop|store)', '(app|saas|software|platform|website)', '(side hustle|side business|small business|business|startup|company|agency|bakery|cafe|studio)', '(product|online course|course|ebook)'],
  topicArticle: 'the',
  fallbackTopic: 'your business',
  milestones: [
    {
      kinds: ['money'],
      task: 'Reach {amount} in revenue',
      final: 'Hit {amount} in revenue',
      microtasks: [
        'List the sales or clients that add the next {gain} toward {amount}',
        'Review revenue against {amount} every week',
        'Double down on the channel that brings you closest to {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['episodes', 'videos', 'posts', 'issues', 'products'],
      task: 'Publish {amount}',
      final: 'Publish all {amount}',
      microtasks: [
        'Plan the topics that take you to {amount}',
        'Produce two in one batch, ahead of schedule, on the way to {amount}',
        'Release on a fixed day until you reach {amount}',
      ],
    },
    {
      kinds: ['count'],
      task: 'Reach {amount}',
      final: 'Hit {amount}',
      microtasks: [
        'Pick the one channel most likely to get you to {amount}',
        'Track sign-ups or sales toward {amount} every week',
        'Ask your happiest customers to refer others toward {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Validate the idea for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Define who it is for',
          microtasks: [
            'Describe your ideal customer in three sentences',
            'Write down the one problem {topic} solves for them',
            'List three competitors and what they miss',
          ],
        },
        {
          title: 'Talk to the people you want to reach',
          microtasks: [
            'Interview five people from your audience about the problem',
            'Ask how they solve it today and what that costs them',
            'Note the exact words they use to describe the pain',
            'Ask three of them to pre-order or join a waitlist',
          ],
        },
        {
          title: 'Check the numbers',
          microtasks: [
            'Estimate your price and your cost per sale',
            'Work out how many sales you need to break even',
            'Decide your budget and your hours per week',
          ],
        },
      ],
    },
    {
      title: 'Build the first version of {topic}',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Scope the smallest useful version',
          microtasks: [
            'List every feature, then cut to the three that matter',
            'Sketch the main screens, pages or format',
            'Set the launch date {deadline} || Set a launch date 4 to 8 weeks out',
          ],
        },
        {
          title: 'Make it',
          microtasks: [
            'Build the core in weekly milestones',
            'Use no-code tools or templates wherever you can',
            'Test it yourself end to end every Friday',
          ],
        },
        {
          title: 'Set up the basics',
          microtasks: [
            'Pick a name and check the domain and social handles',
            'Set up a simple way to take payments',
            'Check the legal and tax basics for a small business',
          ],
        },
      ],
    },
    {
      title: 'Launch {topic} and win your first audience',
      weight: 2,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Prepare the launch',
          microtasks: [
            'Build a one-page site or landing page',
            'Write the launch announcement',
            'Line up 20 people to tell on launch day',
          ],
        },
        {
          title: 'Go live',
          microtasks: [
            'Launch to your waitlist and your network',
            'Post in two communities where your customers spend time',
            'Reply to every comment and question within a day',
          ],
        },
        {
          title: 'Learn from the first users',
          microtasks: [
            'Call your first five customers',
            'Fix the biggest complaint first',
            'Ask happy customers for a review or a referral',
          ],
        },
      ],
    },
    {
      title: 'Grow {topic} through one channel',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Run one growth channel well',
          microtasks: [
            'Pick one channel: content, outreach, ads or partnerships',
            'Work it every week for a month before judging it',
            'Track visits, sign-ups and sales weekly',
          ],
        },
        {
          title: 'Turn customers into fans',
          microtasks: [
            'Send a personal thank-you to every early customer',
            'Share customer stories with their permission',
          ],
        },
      ],
    },
    {
      title: 'Make {topic} sustainable',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Check that the business works',
          microtasks: [
            'Review income, costs and hours every month',
            'Raise prices if demand is strong',
            'Automate or drop the task that eats the most time',
          ],
        },
        {
          title: 'Plan the next stage',
          microtasks: [
            'Set a 90-day goal for revenue or users',
            'Decide what to build or change next',
          ],
        },
      ],
    },
  ],
};
