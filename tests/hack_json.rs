//! Hack mode's report as JSON (`--format json`): a failing run, a passing run, a TLE with its
//! growth and a UB with the sanitizer's line each give one valid document, parsed here by
//! serde_json, with every field that `docs/hack-mode.md` documents, of the documented type, and
//! no other; and the document says what the text report says.

mod common;

use common::Run;
use common::hack::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// The schema as `docs/hack-mode.md` documents it: each field's path (`a.b`, `a[]` for the
/// items of an array) and the JSON types it may have.
fn documented() -> BTreeMap<String, Vec<String>> {
    let docs =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/hack-mode.md")).unwrap();
    let from = docs
        .find("| field | type | what it holds |")
        .expect("the schema's table");
    let mut fields = BTreeMap::new();
    for line in docs[from..].lines().skip(2) {
        let Some(row) = line.strip_prefix("| `") else {
            break;
        };
        let (path, rest) = row.split_once("` | ").unwrap();
        let types = rest.split(" | ").next().unwrap();
        let types = types.split(" or ").map(str::to_string).collect();
        fields.insert(path.to_string(), types);
    }
    fields
}

fn type_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// Every field of `value` under `path`, with its type.
fn fields(value: &Value, path: &str, out: &mut Vec<(String, &'static str)>) {
    if !path.is_empty() {
        out.push((path.to_string(), type_of(value)));
    }
    let join = |key: &str| match path {
        "" => key.to_string(),
        _ => format!("{path}.{key}"),
    };
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                fields(v, &join(key), out);
            }
        }
        Value::Array(items) => {
            for item in items {
                fields(item, &format!("{path}[]"), out);
            }
        }
        _ => {}
    }
}

/// The document of a run: valid JSON, every field documented with its type, and every
/// documented field present wherever its parent is an object.
fn document(run: &Run) -> Value {
    let doc: Value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}\n{}", run.stdout, run.stderr));
    let schema = documented();
    let mut seen = Vec::new();
    fields(&doc, "", &mut seen);
    for (path, ty) in &seen {
        let types = schema
            .get(path)
            .unwrap_or_else(|| panic!("`{path}` is not in docs/hack-mode.md"));
        assert!(
            types.iter().any(|t| t == ty),
            "`{path}` is {ty}, documented as {types:?}"
        );
    }
    let objects: Vec<&String> = seen
        .iter()
        .filter(|(_, ty)| *ty == "object")
        .map(|(path, _)| path)
        .collect();
    // An array's items are there when it has some; their fields, wherever an item is.
    for path in schema.keys().filter(|p| !p.ends_with("[]")) {
        let parent = path.rsplit_once('.').map_or("", |(p, _)| p);
        let present = seen.iter().any(|(p, _)| p == path);
        let parent_here = parent.is_empty() || objects.iter().any(|p| *p == parent);
        assert!(present || !parent_here, "`{path}` is missing");
    }
    assert_eq!(doc["version"], 1);
    doc
}

fn json(bin: &str, options: &[&str], program: &Path) -> Run {
    let options = [&["--format", "json"], options].concat();
    hack(bin, &options, program)
}

#[test]
fn a_wrong_answer_as_json_says_what_the_text_says() {
    let program = fixture("duel", None);
    let dir = tmp("json-wa");
    let save = dir.to_str().unwrap();
    let options = ["--seed", "11", "--no-max", "--save", save];
    let run = json("duel", &options, &program);
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    let doc = document(&run);
    let text = hack("duel", &["--seed", "11", "--no-max"], &program);
    assert_eq!(doc["verdict"]["code"], "WA");
    assert_eq!(doc["game"], "duel");
    assert_eq!(doc["seed"], 11);
    let first = text.stdout.lines().next().unwrap();
    let described = doc["case"]["described"].as_str().unwrap();
    assert_eq!(first, format!("Seed 11, {described}: wrong answer (WA)."));
    assert_eq!(doc["case"]["origin"], "random");
    let input = doc["case"]["text"].as_str().unwrap();
    assert!(text.stdout.contains(&format!("\n{input}\n")), "{input}");
    let saved = doc["case"]["path"].as_str().unwrap();
    assert_eq!(std::fs::read_to_string(saved).unwrap(), input);
    let answer = doc["case"]["answer_path"].as_str().unwrap();
    assert_eq!(
        std::fs::read_to_string(answer).unwrap(),
        doc["expected"].as_str().unwrap()
    );
    let difference = &doc["first_difference"];
    assert_eq!(difference["token"], 1);
    let line = format!(
        "First difference: token 1: expected `{}`, found `{}`.",
        difference["expected"].as_str().unwrap(),
        difference["found"].as_str().unwrap()
    );
    assert!(text.stdout.contains(&line), "{line}\n{}", text.stdout);
    assert_eq!(
        doc["expected"].as_str().unwrap().trim(),
        difference["expected"]
    );
    let shrink = &doc["shrink"];
    assert_eq!(shrink["shrunk"], true);
    // A `duel` class is never listed whole (walls may lie past its free cells' rectangle).
    assert_eq!(shrink["end"], "local_minimum");
    assert_eq!(shrink["minimum_proven"], false);
    assert!(
        text.stdout.contains(&format!(
            "to {}: no step makes it smaller, and no smaller case fails among the {} tried",
            shrink["size"].as_str().unwrap(),
            shrink["smaller_cases_tried"]
        )),
        "{}",
        text.stdout
    );
    assert_eq!(doc["rerun"]["same"], true);
    assert_eq!(doc["rerun"]["verdict"]["code"], "WA");
    assert!(doc["growth"].is_null() && doc["sanitizer"].is_null());
    assert_eq!(doc["exit"]["status"], 0);
    assert!(
        doc["explanation"]
            .as_str()
            .unwrap()
            .starts_with("Frost_Ice\n")
    );
    assert_eq!(doc["measured"]["found"]["alone"], false);
    assert!(doc["measured"]["worst"].is_null());
    assert_eq!(doc["limits"]["memory_measure"], "committed");
    assert_eq!(doc["limits"]["cpu_ms"], 2000);
}

#[test]
fn a_passing_run_as_json_has_the_measured_table() {
    let program = fixture("dot", None);
    let options = [
        "--seed",
        "3",
        "--cases",
        "12",
        "--only",
        "d200-n1-left,d200-n20-left",
    ];
    let run = json("dot", &options, &program);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let doc = document(&run);
    assert!(doc["verdict"].is_null() && doc["case"].is_null() && doc["shrink"].is_null());
    assert_eq!(doc["plan"]["random_cases"], 12);
    assert_eq!(doc["plan"]["planned"], false);
    let names: Vec<&str> = doc["plan"]["worst_cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap())
        .collect();
    assert_eq!(names, ["d200-n20-left", "d200-n1-left"]);
    let worst = doc["measured"]["worst"].as_array().unwrap();
    assert_eq!(worst.len(), 2);
    for row in worst {
        assert!(row["cpu_ms"].as_u64().unwrap() < 2000, "{row}");
        assert!(row["memory_bytes"].as_u64().unwrap() > 0, "{row}");
    }
    assert_eq!(doc["measured"]["random"]["cases_passed"], 12);
    let case = doc["measured"]["random"]["most_cpu_case"].as_u64().unwrap();
    assert!((1..=12).contains(&case));
    assert!(doc["measured"]["found"].is_null());
}

/// A hunt that finds nothing: every field of `hunt` as documented, the slowest input among
/// them; none without `--hunt`.
#[test]
fn a_hunt_as_json_has_its_slowest_input() {
    let program = bundle("dot");
    let options = ["--seed", "3", "--cases", "5", "--no-max", "--hunt", "2"];
    let run = json("dot", &options, &program);
    assert_eq!(run.status, Some(0), "{}", run.stderr);
    let doc = document(&run);
    let hunt = &doc["hunt"];
    let measure = hunt["measure"].as_str().unwrap();
    assert!(["cpu", "instructions"].contains(&measure), "{doc}");
    assert!(hunt["slowest"]["text"].as_str().is_some(), "{doc}");
    assert_eq!(hunt["slowest"]["runs"], 3, "{doc}");
    assert!(hunt["slowest"]["path"].is_null(), "{doc}");
    let plain = json("dot", &options[..5], &program);
    assert!(document(&plain)["hunt"].is_null(), "{}", plain.stdout);
}

/// A slow but right `tag` over a short limit: a TLE, not shrunk, with its growth.
#[test]
fn a_time_limit_as_json_has_its_growth() {
    let program = fixture("tag", None);
    let options = [
        "--seed",
        "1",
        "--only",
        "n500-complete",
        "--time-limit",
        "0.5",
    ];
    let run = json("tag", &options, &program);
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    let doc = document(&run);
    assert_eq!(doc["verdict"]["code"], "TLE");
    assert_eq!(doc["case"]["origin"], "worst");
    assert_eq!(doc["case"]["name"], "n500-complete");
    assert_eq!(
        (&doc["case"]["number"], &doc["case"]["of"]),
        (&1.into(), &1.into())
    );
    assert_eq!(doc["shrink"]["shrunk"], false);
    assert!(doc["rerun"].is_null());
    assert_eq!(doc["exit"]["stopped"], "cpu");
    assert_eq!(doc["measured"]["found"]["alone"], true);
    let cpu = doc["measured"]["found"]["cpu_ms"].as_u64().unwrap();
    assert!(cpu >= 500, "{cpu}");
    let growth = &doc["growth"];
    let sizes = growth["sizes"].as_array().unwrap();
    let names: Vec<&str> = sizes.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["N", "M", "Q"]);
    let full = &growth["full"];
    for size in sizes {
        let points = size["points"].as_array().unwrap();
        assert!(points.len() >= 2, "{size}");
        // The last point is the full case's run.
        let last = points.last().unwrap();
        assert_eq!(
            (&last["cpu_ms"], &last["stopped_at_ms"]),
            (&full["cpu_ms"], &full["stopped_at_ms"])
        );
        let measured = |p: &&Value| p["stopped_at_ms"].is_null();
        for point in points {
            let ms = point["cpu_ms"].as_u64().unwrap();
            let over = point["over_limit"].as_bool().unwrap();
            assert_eq!(over, !measured(&point) || ms > 500, "{point}");
        }
        let fit = size["fit"].as_str().unwrap();
        assert_eq!(fit == "grows", size["exponent"].is_number(), "{size}");
        assert_eq!(
            fit == "all_stopped",
            !points.iter().any(|p| measured(&p)),
            "{size}"
        );
    }
    assert!(growth["ceiling_ms"] == 1500, "{growth}");
}

#[test]
fn undefined_behaviour_as_json_names_the_line() {
    if Command::new("g++").arg("--version").output().is_err() {
        eprintln!("skipped: `g++` is not installed");
        return;
    }
    let cache = tmp("json-ub-cache");
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hack/sources/dot_table.cpp");
    let mut command = Command::new(common::exe("dot"));
    command.env("XDG_CACHE_HOME", &cache);
    let options = ["--format", "json", "--sanitize", "--seed", "1"];
    let run = hack_with(command, &options, &file);
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    let doc = document(&run);
    assert_eq!(doc["verdict"]["code"], "UB");
    let sanitizer = &doc["sanitizer"];
    // The source as it was named, its folder included, so that an editor finds it.
    let named = file.to_str().unwrap();
    assert_eq!(sanitizer["file"], named);
    assert_eq!(sanitizer["line"], 24);
    let column = sanitizer["column"].as_u64().unwrap();
    assert_eq!(
        sanitizer["location"],
        format!("{named}:24:{column}").as_str()
    );
    let message = sanitizer["message"].as_str().unwrap();
    assert!(message.starts_with("runtime error: index"), "{message}");
    assert_eq!(sanitizer["undefined"], true);
    assert!(sanitizer["report_path"].is_null());
    assert_eq!(doc["program"]["sanitize"], true);
    let build = doc["program"]["build"].as_str().unwrap();
    assert!(build.contains("-fsanitize=address,undefined"), "{build}");
    assert_eq!(doc["program"]["source"], file.to_str().unwrap());
    assert_eq!(doc["limits"]["memory_measure"], "resident");
    let input = doc["case"]["text"].as_str().unwrap();
    assert!(
        ["0 0 1 1\n200 0\n", "0 0 1 1\n0 200\n"].contains(&input),
        "{input}"
    );
}

/// The judge's tests (`--tests`) as JSON: the folder, the test not run and the answer not
/// ours, each field as documented, and the failing test named by its file.
#[test]
fn the_judges_tests_as_json_name_the_folder_and_its_data() {
    let program = fixture("dot", Some("boundary"));
    let dir = tmp("json-tests");
    std::fs::write(dir.join("a-1.in"), "0 0 1 1 \n0 1\n").unwrap();
    std::fs::write(dir.join("a-1.out"), "Anton\n").unwrap();
    std::fs::write(dir.join("a-2.in"), "0 0 1 2\n0 1\n").unwrap();
    std::fs::write(dir.join("a-2.out"), "Anton\n").unwrap();
    std::fs::write(dir.join("a-10.in"), "0 0 1 1\n0 1\n").unwrap();
    std::fs::write(dir.join("a-10.out"), "Anton\n").unwrap();
    let run = json(
        "dot",
        &["--seed", "1", "--tests", dir.to_str().unwrap()],
        &program,
    );
    // The program failed, and the judge's data is flawed: the flaw's status.
    assert_eq!(run.status, Some(3), "{}", run.stderr);
    let doc = document(&run);
    let tests = &doc["tests"];
    assert_eq!(
        tests["time_limit"]["why"],
        "2 s, the problem's: the folder sets none"
    );
    assert_eq!(tests["time_limit"]["seconds"], 2.0);
    assert_eq!(
        (&tests["layout"], &tests["run"]),
        (&"an oj folder".into(), &2.into())
    );
    assert_eq!(tests["not_run"][0]["name"], "a-1.in");
    assert_eq!(tests["answers_not_ours"][0]["name"], "a-2.in");
    assert_eq!(
        tests["answers_not_ours"][0]["where"],
        "token 1 is `Anton`, ours `Dasha`"
    );
    assert_eq!(doc["case"]["origin"], "test");
    assert_eq!(doc["case"]["described"], "test 1 of 2 (a-2.in)");
}

/// A TLE whose runs alone disagree across the limit's border is borderline, with the spread
/// of those runs, each field as documented: a program that takes 0.52 s and 0.58 s of CPU
/// time by turns, at a limit of 0.5 s.
#[test]
fn a_borderline_tle_as_json_gives_the_spread_of_its_runs_alone() {
    let dir = tmp("json-borderline");
    let counter = dir.join("runs");
    let source = dir.join("turns.c");
    let text = format!(
        "#include <stdio.h>\n#include <time.h>\nint main(void) {{\n  int k = 0;\n  \
         FILE *f = fopen(\"{counter}\", \"r\");\n  if (f) {{ if (fscanf(f, \"%d\", &k) != 1) k = 0; \
         fclose(f); }}\n  f = fopen(\"{counter}\", \"w\");\n  fprintf(f, \"%d\", k + 1);\n  \
         fclose(f);\n  double until = k % 2 ? 0.58 : 0.52;\n  while ((double)clock() / \
         CLOCKS_PER_SEC < until) {{}}\n  puts(\"Anton\");\n  return 0;\n}}\n",
        counter = counter.display()
    );
    std::fs::write(&source, text).unwrap();
    let program = dir.join("turns");
    let built = Command::new("gcc")
        .arg("-O2")
        .arg("-o")
        .arg(&program)
        .arg(&source)
        .status();
    if !built.is_ok_and(|s| s.success()) {
        eprintln!("skipped: `gcc` cannot build the program");
        return;
    }
    let options = ["--seed", "1", "--cases", "1", "--no-max", "--jobs", "1"];
    let run = json(
        "dot",
        &[&options[..], &["--time-limit", "0.5"]].concat(),
        &program,
    );
    assert_eq!(run.status, Some(1), "{}", run.stderr);
    let doc = document(&run);
    assert_eq!(doc["verdict"]["code"], "TLE");
    let spread = &doc["borderline"];
    let (least, most) = (&spread["least_cpu_ms"], &spread["most_cpu_ms"]);
    let (least, most) = (least.as_u64().unwrap(), most.as_u64().unwrap());
    assert!(
        (510..570).contains(&least) && (570..625).contains(&most),
        "{spread}"
    );
    assert_eq!(spread["runs"], 3);
    assert!(spread["least_memory_bytes"].is_null() && spread["most_memory_bytes"].is_null());
    let text = hack(
        "dot",
        &[&options[..], &["--time-limit", "0.5"]].concat(),
        &program,
    );
    assert!(
        text.stdout
            .lines()
            .next()
            .unwrap()
            .ends_with("(TLE), borderline."),
        "{}",
        text.stdout
    );
}
