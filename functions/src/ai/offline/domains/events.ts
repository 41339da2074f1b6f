import type { Domain } from '../domain.ts';

export const events: Domain = {
  id: 'events',
  cues: {
    wedding: 3, party: 3, birthday: 2, celebration: 2, event: 3, conference: 3, reunion: 3, fundraiser: 3, gala: 3,
    'baby shower': 3, anniversary: 2, festival: 2, meetup: 2, workshop: 2, retreat: 2, host: 2, hosting: 2,
    guests: 3, venue: 3, ceremony: 2, 'dinner party': 3, 'bachelor party': 3, 'bachelorette party': 3, 'hen do': 3,
    'stag do': 3, graduation: 1, 'plan a': 1, 'organize a': 1, 'organise a': 1, 'throw a': 2,
  },
  tone: 'friendly',
  topics: ['(wedding|reception|engagement party)', '(dinner party|birthday party|surprise party|bachelor party|bachelorette party|baby shower|anniversary party|party)', '(conference|meetup|workshop|retreat|fundraiser|gala|festival|reunion|event)'],
  topicArticle: 'the',
  fallbackTopic: 'the event',
  milestones: [
    {
      kinds: ['money'],
      verbs: ['raise', 'collect'],
      task: 'Raise {amount}',
      final: 'Raise the full {amount}',
      microtasks: [
        'Ask ten people to give or share toward {amount}',
        'Post a progress update when you pass {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['tickets', 'seats'],
      task: 'Sell {amount}',
      final: 'Sell all {amount}',
      microtasks: [
        'Promote the event in two new places to reach {amount}',
        'Offer early-bird prices until you reach {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['guests', 'people', 'attendees', 'friends', 'participants'],
      task: 'Confirm {amount} attending',
      final: 'Confirm all {amount} attending',
      microtasks: [
        'Send reminders to reach {amount} replies',
        'Update the catering numbers at {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Set the vision and budget for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Define the event',
          microtasks: [
            'Write down the purpose and feel of {topic} in one line',
            'Fix the date {deadline} and a backup date || Pick a date and a backup date',
            'Estimate the number of guests',
          ],
        },
        {
          title: 'Set the budget',
          microtasks: [
            'Set a total budget and agree who pays for what',
            'Split it across venue, food, decor and extras',
            'Keep 10% aside for surprises',
          ],
        },
      ],
    },
    {
      title: 'Book the venue and key suppliers',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Secure the venue',
          microtasks: [
            'Shortlist three venues that fit the guest count',
            'Visit or video-call the top two',
            'Book it and get the terms in writing',
          ],
        },
        {
          title: 'Book food and drink',
          microtasks: [
            'Get quotes from two caterers or plan the menu yourself',
            'Ask guests about dietary needs',
            'Confirm the menu and quantities',
          ],
        },
        {
          title: 'Book the extras',
          microtasks: [
            'Book music, a photographer or speakers if you want them',
            'Order decorations and rentals',
          ],
        },
      ],
    },
    {
      title: 'Invite the guests and spread the word',
      weight: 2,
      priority: 2,
      milestones: true,
      tasks: [
        {
          title: 'Send the invitations',
          microtasks: [
            'Finalise the guest list',
            'Send invitations or tickets with an RSVP date',
            'Chase the missing replies a week before the deadline',
          ],
        },
        {
          title: 'Promote it',
          microtasks: [
            'Post about {topic} where your audience is',
            'Ask three people to share it',
          ],
        },
      ],
    },
    {
      title: 'Plan the day of {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Write a run sheet',
          microtasks: [
            'Write the timeline of the day in 15-minute steps',
            'Give each key job to a named helper',
            'Share the run sheet with suppliers and helpers',
          ],
        },
        {
          title: 'Confirm everything',
          microtasks: [
            'Confirm every booking a week before',
            'Pack an emergency kit: tape, scissors, chargers, plasters',
            'Lay out what you need the night before',
          ],
        },
      ],
    },
    {
      title: 'Enjoy {topic} and wrap up',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Enjoy the day',
          microtasks: [
            'Arrive early to check the setup',
            'Let your helpers handle problems so you can enjoy it',
          ],
        },
        {
          title: 'Wrap up afterwards',
          microtasks: [
            'Send thank-you notes within a week',
            'Pay the final invoices and return the rentals',
            'Share the photos with the guests',
          ],
        },
      ],
    },
  ],
};
