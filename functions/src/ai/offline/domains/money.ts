import type { Domain } from '../domain.ts';

const DEBT = '(debt|debts|loan|loans|credit card|mortgage|owe|pay off|pay down|repay)';

export const money: Domain = {
  id: 'money',
  cues: {
    save: 2, saving: 2, savings: 3, 'emergency fund': 3, debt: 3, debts: 3, 'pay off': 2, 'pay down': 2, loan: 2,
    loans: 2, 'credit card': 3, mortgage: 2, budget: 2, budgeting: 3, invest: 2, investing: 3, stocks: 2,
    retirement: 2, pension: 2, '401k': 3, ira: 3, 'net worth': 3, money: 2, income: 1, financial: 2, finances: 3,
    'down payment': 3, 'house deposit': 3, deposit: 1, frugal: 2, spending: 2, 'spend less': 3, '/^[$£€][0-9]/': 1,
    dollars: 1, euros: 1,
  },
  tone: 'strict',
  topics: ['(emergency fund|rainy day fund)', '(down payment|house deposit|deposit)', '(credit card debt|student loans|student loan|car loan|debt|loan|mortgage)', '(retirement|pension|401k|ira)'],
  topicArticle: 'the',
  fallbackTopic: '',
  milestones: [
    {
      kinds: ['money'],
      verbs: ['pay', 'repay', 'clear', 'kill', 'eliminate', 'crush'],
      task: 'Pay off {amount} in total',
      final: 'Pay off the full {amount}',
      microtasks: [
        'Schedule extra payments that bring the total paid to {amount}',
        'Check the balances show {amount} paid off',
        'Redirect any windfall to reach {amount} sooner',
      ],
    },
    {
      kinds: ['money'],
      verbs: ['earn', 'generate'],
      task: 'Earn {amount} in total',
      final: 'Earn the full {amount}',
      microtasks: [
        'List the work that brings in the next {gain} toward {amount}',
        'Invoice or sell every week on the way to {amount}',
        'Check your total against {amount} at month end',
      ],
    },
    {
      kinds: ['money'],
      verbs: ['invest', 'invested'],
      task: 'Invest {amount} in total',
      final: 'Invest the full {amount}',
      microtasks: [
        'Set an automatic monthly investment toward {amount}',
        'Check your invested total against {amount} each quarter',
      ],
    },
    {
      kinds: ['money'],
      task: 'Reach {amount} saved',
      final: 'Reach the full {amount} saved',
      microtasks: [
        'Schedule payday transfers that take the balance to {amount}',
        'Check the balance is on track for {amount}',
        'Cut one expense and send the difference toward {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Map your money today',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'See where the money goes',
          microtasks: [
            'Download the last three months of bank statements',
            'Sort spending into needs, wants and savings',
            'Write down your monthly income after tax',
            'Spot your three biggest surprise expenses',
          ],
        },
        {
          title: 'List every debt',
          when: DEBT,
          microtasks: [
            'List each debt with its balance, interest rate and minimum payment',
            'Choose a method: highest interest first, or smallest balance first',
            'Call your lenders to ask about lower rates',
          ],
        },
        {
          title: 'Set the target',
          microtasks: [
            'Write down the target: {target} {deadline} || Write down the target: {target} || Write down the exact amount and date you are aiming for',
            'Work out how much that is per month',
            'Write on a note what the money will do for you',
          ],
        },
      ],
    },
    {
      title: 'Build a budget that frees up money',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Make a simple budget',
          microtasks: [
            'Give every regular expense a monthly limit',
            'Put the goal amount first, before other spending',
            'Use a budgeting app or a one-page sheet',
          ],
        },
        {
          title: 'Cut costs without misery',
          microtasks: [
            'Cancel subscriptions you have not used in a month',
            'Ask your phone, internet and insurance providers for a better deal',
            'Plan the week\'s meals to cut takeaway spending',
            'Wait 48 hours before any unplanned purchase',
          ],
        },
        {
          title: 'Automate it',
          microtasks: [
            'Open a separate account just for this goal',
            'Set an automatic transfer or payment on payday',
            'Turn on balance alerts',
          ],
        },
      ],
    },
    {
      title: 'Stick to the plan month by month',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Review your money every month',
          microtasks: [
            'Check last month\'s spending against the budget',
            'Send any leftover money to {topic} || Send any leftover money toward the target',
            'Adjust the one budget line that did not work',
          ],
        },
        {
          title: 'Pay more than the minimum',
          when: DEBT,
          microtasks: [
            'Pay the minimum on every debt and the extra on the target debt',
            'Roll each cleared payment into the next debt',
            'Avoid new debt while paying off the old',
          ],
        },
        {
          title: 'Boost your income',
          microtasks: [
            'List three ways to earn extra: overtime, selling items, freelancing',
            'Sell five things you no longer use',
            'Put every bonus or windfall straight toward the target',
          ],
        },
      ],
    },
    {
      title: 'Protect your progress',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Guard against setbacks',
          microtasks: [
            'Keep a small buffer for surprise costs',
            'Decide in advance what counts as a real emergency',
            'Check your insurance covers the big risks',
          ],
        },
        {
          title: 'Avoid lifestyle creep',
          microtasks: [
            'Save half of every raise',
            'Wait a week before any big purchase',
          ],
        },
      ],
    },
    {
      title: 'Hit {target} and plan what comes next || Reach the target and plan what comes next',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Finish strong',
          microtasks: [
            'Make the final transfer or payment',
            'Check the account shows the full amount',
            'Celebrate with a small treat that fits the budget',
          ],
        },
        {
          title: 'Set the next money goal',
          microtasks: [
            'Decide where the monthly amount goes now',
            'Start or grow an emergency fund or retirement savings',
            'Review the budget every quarter',
          ],
        },
      ],
    },
  ],
};
