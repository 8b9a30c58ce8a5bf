# bash completion for TerminalSettings' `defaults`: verbs, domains from the store, keys of a
# domain, and the type flags of `write`. Installed by Scripts/install.sh into
# PREFIX/share/bash-completion/completions/defaults; or load it with `source defaults.bash`.

# The domains of the current user: `defaults domains` (the same store the command uses), else the
# files of the preferences folder.
_defaults_domains() {
    local names
    names=$(command defaults domains 2>/dev/null)
    if [[ -n $names ]]; then
        printf '%s\n' ${names//,/ }
        return
    fi
    local folder=$HOME/.config file
    [[ $XDG_CONFIG_HOME == /?* ]] && folder=$XDG_CONFIG_HOME
    for file in "$folder"/*.plist; do
        [[ -f $file ]] || continue
        file=${file##*/}
        [[ $file == .GlobalPreferences.plist ]] || printf '%s\n' "${file%.plist}"
    done
}

# The top-level keys of a domain, from its XML export.
_defaults_keys() {
    command defaults export "$1" - 2>/dev/null |
        sed -n 's/^\t<key>\(.*\)<\/key>$/\1/p' |
        sed 's/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g'
}

_defaults() {
    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD - 1]}
    local verbs='read read-type write rename delete import export domains find which help'
    local verbIndex=1
    [[ ${COMP_WORDS[1]} == -currentHost ]] && verbIndex=2
    COMPREPLY=()

    if ((COMP_CWORD < verbIndex)); then
        COMPREPLY=($(compgen -W "-currentHost $verbs --version" -- "$current"))
        return
    fi
    if ((COMP_CWORD == verbIndex)); then
        if ((verbIndex == 1)); then
            COMPREPLY=($(compgen -W "-currentHost $verbs --version" -- "$current"))
        else
            COMPREPLY=($(compgen -W "$verbs" -- "$current"))
        fi
        return
    fi

    local verb=${COMP_WORDS[verbIndex]}
    local position=$((COMP_CWORD - verbIndex))
    # `-app PATH` takes two words where a domain name takes one.
    local domain=${COMP_WORDS[verbIndex + 1]} keyPosition=2
    if [[ $domain == -app ]]; then
        domain=${COMP_WORDS[verbIndex + 2]}
        keyPosition=3
    fi

    case $verb in
    help)
        ((position == 1)) && COMPREPLY=($(compgen -W "$verbs" -- "$current"))
        return
        ;;
    domains | find)
        return
        ;;
    esac

    if [[ $previous == -app ]]; then
        COMPREPLY=($(compgen -d -- "$current"))
        return
    fi
    if ((position == 1)); then
        COMPREPLY=($(compgen -W "$(_defaults_domains) NSGlobalDomain -g -globalDomain -app" -- "$current"))
        return
    fi

    case $verb in
    read | read-type | delete | rename | which)
        ((position == keyPosition)) && COMPREPLY=($(compgen -W "$(_defaults_keys "$domain")" -- "$current"))
        ;;
    import | export)
        if ((position == keyPosition)); then
            COMPREPLY=($(compgen -f -- "$current"))
            [[ -z $current || $current == - ]] && COMPREPLY+=(-)
        fi
        ;;
    write)
        if ((position == keyPosition)); then
            COMPREPLY=($(compgen -W "$(_defaults_keys "$domain")" -- "$current"))
        elif [[ $previous == -bool || $previous == -boolean ]]; then
            COMPREPLY=($(compgen -W 'true false yes no' -- "$current"))
        elif ((position == keyPosition + 1)) || [[ $current == -* ]]; then
            COMPREPLY=($(compgen -W '-string -data -int -integer -float -bool -boolean -date -array -array-add -dict -dict-add' -- "$current"))
        fi
        ;;
    esac
}

complete -F _defaults defaults
