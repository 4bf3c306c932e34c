"""The command line in the user's language (issue 20): under a Spanish or Hebrew locale, or with
--lang, `list`, `show`, `search` and `export` give each block's texts in that language (from the
manifests' translated texts and description.LANG.md), English where a text has none, and the
command line's own words (help, results, errors) come from po/; search finds a block by its words
in any language; API names, types and defaults stay as they are."""
import gettext
import json
import os
import subprocess

import pytest

from clitools import BUILT_IN, shown

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def manifest(block_id):
    with open(os.path.join(REPO, "Catalog", block_id, "block.json"), encoding="utf-8") as f:
        return json.load(f)


def text(value, lang):
    """A manifest text in `lang`: the translation, or the English."""
    return value.get(lang, value["en"]) if isinstance(value, dict) else value


def run_in(binary, env_changes, *args):
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in ("LANGUAGE", "DISPLAY")}
    env.update(env_changes)
    return subprocess.run([binary, *args], capture_output=True, text=True, cwd="/", env=env, timeout=60)


@pytest.mark.parametrize("lang, locale", [("es", "es_ES.UTF-8"), ("he", "he_IL.UTF-8")])
def test_list_under_a_locale_gives_every_built_in_title_in_its_language(binary, lang, locale):
    r = run_in(binary, {"LANG": locale}, "list", "--json")
    assert r.returncode == 0, shown(r)
    listed = {block["id"]: block["title"] for block in json.loads(r.stdout)}
    for block_id in BUILT_IN:
        title = text(manifest(block_id)["title"], lang)
        assert title != text(manifest(block_id)["title"], "en"), f"{block_id} has no {lang} title"
        assert listed[block_id] == title, f"{block_id}: {listed[block_id]!r}, not {title!r}"
    # The table as a person reads it: each title there, cut with an ellipsis where it is long,
    # and each level in words of the language (the JSON keeps the manifest's value).
    table = run_in(binary, {"LANG": locale}, "list").stdout
    assert all(text(manifest(b)["title"], lang)[:30] in table for b in BUILT_IN), table
    words = messages(binary, lang)
    for block_id in BUILT_IN:
        level = manifest(block_id)["level"]
        line = next(line for line in table.splitlines() if line.startswith(block_id + " "))
        assert words.gettext(level) != level and words.gettext(level) in line and level not in line, line
    assert {block["level"] for block in json.loads(r.stdout)} <= {"beginner", "intermediate", "advanced"}


@pytest.mark.parametrize("block_id", BUILT_IN)
def test_show_with_lang_gives_the_translated_texts_and_description_and_keeps_api_names(binary, block_id):
    data = manifest(block_id)
    r = run_in(binary, {"LANG": "C.UTF-8"}, "--lang", "es", "show", block_id, "--json")
    assert r.returncode == 0, shown(r)
    shown_block = json.loads(r.stdout)
    assert shown_block["title"] == text(data["title"], "es")
    assert shown_block["summary"] == text(data["summary"], "es")
    for parameter, original in zip(shown_block["parameters"], data["parameters"]):
        assert (parameter["name"], parameter["type"], parameter["default"]) == \
            (original["name"], original["type"], original["default"])
        assert parameter["summary"] == text(original["summary"], "es")
    with open(os.path.join(REPO, "Catalog", block_id, "description.es.md"), encoding="utf-8") as f:
        assert shown_block["description"].strip() == f.read().strip()


def test_the_c_locale_and_an_unknown_language_read_english(binary):
    for env, args in (({"LANG": "C.UTF-8"}, []), ({"LANG": "de_DE.UTF-8"}, []), ({"LANG": "C.UTF-8"}, ["--lang", "fr"])):
        r = run_in(binary, env, *args, "show", "swipe-action-row", "--json")
        assert r.returncode == 0 and json.loads(r.stdout)["title"] == "Swipe Action Row", shown(r)


def test_search_finds_a_block_by_its_title_in_another_language(binary):
    spanish = text(manifest("swipe-to-dismiss")["title"], "es").split()[-1]
    hebrew = text(manifest("swipe-to-dismiss")["title"], "he").split()[0]
    for word in (spanish, hebrew):
        r = run_in(binary, {"LANG": "C.UTF-8"}, "search", word)
        assert r.returncode == 0 and "swipe-to-dismiss" in r.stdout, f"{word!r}: {shown(r)}"


def test_export_json_under_hebrew_is_in_hebrew(binary):
    r = run_in(binary, {"LANG": "he_IL.UTF-8"}, "export", "--format", "json", "--block", "swipe-action-row")
    assert r.returncode == 0, shown(r)
    exported = json.loads(r.stdout)
    block = exported[0] if isinstance(exported, list) else exported["blocks"][0]
    assert block["title"] == text(manifest("swipe-action-row")["title"], "he")


def test_lang_that_is_no_language_code_is_a_usage_error(binary):
    r = run_in(binary, {"LANG": "C.UTF-8"}, "--lang", "x_1", "list")
    assert r.returncode == 2 and r.stderr.startswith("error: --lang expects a language code"), shown(r)


def messages(binary, lang):
    """The translations the binary reads for `lang` (compiled beside it: locale/LANG/LC_MESSAGES)."""
    path = os.path.join(os.path.dirname(binary), "locale", lang, "LC_MESSAGES", "swipeblocks.mo")
    with open(path, "rb") as f:
        return gettext.GNUTranslations(f)


@pytest.mark.parametrize("lang, locale", [("es", "es_ES.UTF-8"), ("he", "he_IL.UTF-8")])
def test_the_command_lines_own_words_follow_the_locale(binary, lang, locale):
    words = messages(binary, lang)
    usage = words.gettext("USAGE:")
    assert usage != "USAGE:", f"no {lang} translation"
    r = run_in(binary, {"LANG": locale}, "--help")
    assert r.returncode == 0 and r.stdout.startswith(usage), shown(r)
    count = len(json.loads(run_in(binary, {"LANG": locale}, "search", "swipe", "--json").stdout))
    found = words.ngettext("{count} block found.", "{count} blocks found.", count).replace("{count}", str(count))
    r = run_in(binary, {"LANG": locale}, "search", "swipe")
    assert r.returncode == 0 and found in r.stdout and found != f"{count} blocks found.", shown(r)
    r = run_in(binary, {"LANG": locale}, "lsit")
    unknown = words.gettext("unknown subcommand '{name}'; did you mean '{suggestion}'?")
    assert r.returncode == 2 and unknown.replace("{name}", "lsit").replace("{suggestion}", "list") in r.stderr, shown(r)
    # The same in English under --lang en, and in the language --lang names under the C locale.
    assert run_in(binary, {"LANG": locale}, "--lang", "en", "--help").stdout.startswith("USAGE:")
    assert run_in(binary, {"LANG": "C.UTF-8"}, "--lang", lang, "--help").stdout.startswith(usage)


def test_show_gives_the_level_in_words_of_the_language(binary):
    words = messages(binary, "es")
    for block_id in BUILT_IN:
        level = manifest(block_id)["level"]
        r = run_in(binary, {"LANG": "es_ES.UTF-8"}, "show", block_id)
        assert r.returncode == 0, shown(r)
        assert f"**{words.gettext('Level:')}** {words.gettext(level)} ·" in r.stdout, r.stdout[:600]
