import type { Domain } from '../domain.ts';

export const social: Domain = {
  id: 'social',
  cues: {
    friends: 3, 'make friends': 3, friendship: 3, friendships: 3, dating: 3, date: 1, partner: 2, relationship: 3,
    relationships: 3, 'social life': 3, lonely: 3, loneliness: 3, 'meet people': 3, 'meet new people': 3,
    social: 2, family: 1, community: 2, 'reconnect with': 3, 'keep in touch': 3, 'girlfriend': 3, 'boyfriend': 3,
    'shy': 2, 'introvert': 2, 'network': 1,
  },
  tone: 'friendly',
  topics: ['(new friends|friends|friendships|friendship) => new friendships', '(dating|partner|girlfriend|boyfriend|relationship) => dating', '(family|parents|siblings) => your family', '(community|neighbours|neighbors) => your community'],
  topicArticle: '',
  fallbackTopic: 'your social life',
  milestones: [
    {
      kinds: ['count'],
      units: ['friends', 'new friends', 'people', 'dates', 'events', 'meetups', 'calls'],
      task: 'Reach {amount}',
      final: 'Reach all {amount}',
      microtasks: [
        'Plan the outings that get you to {amount}',
        'Follow up with everyone you meet on the way to {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Build your confidence to connect',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Warm up your social muscles',
          microtasks: [
            'Say hello to one new person a day',
            'Ask one open question in every chat',
            'Note one conversation that went well each week',
          ],
        },
        {
          title: 'Prepare what you bring',
          microtasks: [
            'List three things you are happy to talk about',
            'Pick an activity you could invite someone to',
          ],
        },
      ],
    },
    {
      title: 'Decide what you want from {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Picture the connection you want',
          microtasks: [
            'Write down what a good week with {topic} looks like',
            'List the interests you would enjoy sharing',
            'Note how much time a week you can give it',
          ],
        },
        {
          title: 'Reconnect with people you already know',
          microtasks: [
            'List five people you have lost touch with',
            'Message two of them this week',
            'Suggest a specific plan, with a day and a place',
          ],
        },
      ],
    },
    {
      title: 'Put yourself where people are',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Join a regular group',
          microtasks: [
            'Find two weekly groups around your interests: a club, class or team',
            'Go to the first session and stay until the end',
            'Go back at least three times before judging it',
            'Offer to help run something in the group',
          ],
        },
        {
          title: 'Say yes more often',
          microtasks: [
            'Accept the next invitation you get',
            'Go to one community event a month',
            'Chat with one new person at each event',
          ],
        },
        {
          title: 'Make starting conversations easier',
          microtasks: [
            'Prepare three easy opening questions',
            'Practise with a barista, neighbour or colleague',
            'Ask follow-up questions and remember names',
          ],
        },
      ],
    },
    {
      title: 'Turn acquaintances into friends',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Take the first step',
          microtasks: [
            'Invite one person you clicked with for coffee or a walk',
            'Suggest a second plan before the first one ends',
            'Host a small get-together for people you have met',
          ],
        },
        {
          title: 'Keep in touch',
          microtasks: [
            'Send a message a few days after meeting',
            'Share something that reminded you of them',
            'Put recurring catch-ups in your calendar',
          ],
        },
      ],
    },
    {
      title: 'Keep {topic} growing',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Look after the friendships',
          microtasks: [
            'Check in with your closest people every week',
            'Celebrate their news and show up when it counts',
            'Write down who you met and what you enjoyed together',
          ],
        },
        {
          title: 'Widen the circle',
          microtasks: [
            'Introduce two friends who would get along',
            'Try one new group or activity each season',
            'Invite a newer friend to something you already do',
          ],
        },
      ],
    },
  ],
};
