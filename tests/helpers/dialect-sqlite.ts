process.env.TEST_DIALECT = 'sqlite';
