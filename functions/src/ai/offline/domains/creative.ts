import type { Domain } from '../domain.ts';

const CRAFTS = '(guitar|piano|keyboard|ukulele|violin|cello|drums|bass|saxophone|flute|trumpet|harmonica|banjo)';
const ARTS = '(drawing|sketching|painting|watercolor|watercolour|oil painting|calligraphy|pottery|ceramics|knitting|crochet|sewing|embroidery|photography|video editing|animation|digital art|singing|dancing|salsa|ballet|cooking|baking|sourdough|chess|magic|juggling|woodworking)';

export const creative: Domain = {
  id: 'creative',
  cues: {
    [CRAFTS]: 3, [ARTS]: 3, instrument: 3, 'play the': 1, sing: 2, draw: 2, sketch: 2, paint: 1, photos: 1, camera: 2,
    dance: 2, cook: 2, bake: 2, knit: 3, sew: 2, music: 1, song: 1, songs: 1, 'write songs': 3, songwriting: 3, art: 2, artist: 2,
    'magic tricks': 3, compose: 2, photographer: 2, portfolio: 1, recipes: 2, craft: 2, hobby: 2,
    'public speaking': 3, 'public speaker': 3, 'speaking in public': 3, presentations: 2, speeches: 2, 'stand-up': 2,
  },
  tone: 'friendly',
  topics: [
    CRAFTS, ARTS, '(public speaking|public speaker|speaking in public|presentations|speeches) => public speaking',
    '(cook|cooks) => cooking', '(bake|bakes) => baking', '(sing|sings) => singing', '(draw|draws) => drawing', '(paint|paints) => painting',
    '(dance|dances) => dancing', '(knit|knits) => knitting', '(sew|sews) => sewing', '(songwriting|write songs) => songwriting', '(music|art)',
  ],
  topicArticle: '',
  fallbackTopic: 'your craft',
  milestones: [
    {
      kinds: ['count'],
      verbs: ['learn', 'master', 'play', 'memorize', 'memorise'],
      task: 'Learn {amount}',
      final: 'Learn all {amount}',
      microtasks: [
        'Pick the ones that take you to {amount}',
        'Learn one new one a week until you know {amount}',
        'Run through everything you know each Sunday on the way to {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['songs', 'pieces', 'paintings', 'drawings', 'sketches', 'photos', 'recipes', 'dishes', 'videos', 'tracks', 'breads', 'cakes', 'projects', 'sweaters', 'pots'],
      task: 'Finish {amount}',
      final: 'Finish all {amount}',
      microtasks: [
        'Plan the projects that take you to {amount}',
        'Work on one project at a time until {amount}',
        'Photograph or record each one as you get to {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Set up to learn {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Get the basics in place',
          microtasks: [
            'Get a beginner-friendly setup: instrument, tools or materials',
            'Set up a space where everything is ready to use',
            'Choose one course, teacher or book to follow',
          ],
        },
        {
          title: 'Choose your first target',
          microtasks: [
            'Pick one piece or project you want to be able to do',
            'Record or photograph your starting point',
            'Block 20 to 30 minutes of practice on most days',
          ],
        },
      ],
    },
    {
      title: 'Learn the fundamentals of {topic}',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Practise the core techniques',
          microtasks: [
            'Spend the first 10 minutes of each session on fundamentals',
            'Learn one new technique each week from your course',
            'Go slowly and accurately before going fast',
          ],
        },
        {
          title: 'Study good examples',
          microtasks: [
            'Study how three people you admire do it',
            'Copy one short piece of theirs to learn the technique',
            'Note one idea to try in your next session',
          ],
        },
      ],
    },
    {
      title: 'Build skill with deliberate practice',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Practise with a plan',
          microtasks: [
            'Warm up, then drill the hardest part for 10 minutes',
            'End each session with something fun you can already do',
            'Keep a practice log of what you did and what improved',
          ],
        },
        {
          title: 'Get feedback',
          microtasks: [
            'Record yourself every two weeks and compare',
            'Show your work to a teacher or community for tips',
            'Pick one piece of feedback to work on',
          ],
        },
        {
          title: 'Stay inspired',
          microtasks: [
            'Join a class, club or online challenge',
            'Try a new style once a month',
          ],
        },
      ],
    },
    {
      title: 'Finish and share your first project',
      weight: 2,
      priority: 1,
      tasks: [
        {
          title: 'Complete your target piece',
          microtasks: [
            'Work through your target piece section by section',
            'Polish the weakest part',
            'Do a full run-through or a final version',
          ],
        },
        {
          title: 'Share it',
          microtasks: [
            'Perform, post or gift it to someone',
            'Compare it with your starting recording or photo',
            'Choose the next, slightly harder project',
          ],
        },
      ],
    },
    {
      title: 'Make {topic} part of your life',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Find your people',
          microtasks: [
            'Join a local group or online community',
            'Go to a show, exhibition or jam session',
            'Teach a friend the basics you have learned',
          ],
        },
        {
          title: 'Keep a regular practice slot',
          microtasks: [
            'Keep your best practice time fixed in the calendar',
            'Set a new small challenge every month',
          ],
        },
      ],
    },
  ],
};
